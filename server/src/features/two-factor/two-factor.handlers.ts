import { logRefusal, securityLog } from '../../lib/security-log.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.js';
import type { TwoFactorLogin } from './two-factor-login.service.js';
import type { TwoFactorService } from './two-factor.service.js';

export interface TwoFactorHandlersDeps {
  twoFactor: TwoFactorService;
  login: TwoFactorLogin;
}

/** A user's own authenticator and recovery codes; and the second step of a login. */
export function twoFactorHandlers({ twoFactor, login }: TwoFactorHandlersDeps): FeatureHandlers<'twoFactor'> {
  return {
    'twoFactor.login': {
      rateLimit: ROUTE_RATE_LIMITS.login,
      handler: async (request) => ({ token: await login.complete(request.body, request.ip, securityLog(request)) }),
    },

    'twoFactor.status': (request) => twoFactor.status(signedInUser(request).id),

    'twoFactor.setup': (request) => {
      const user = signedInUser(request);
      return logRefusal(securityLog(request), 'auth.two-factor.failed', { userId: user.id }, () =>
        twoFactor.setup(user, request.body.password, request.ip),
      );
    },

    'twoFactor.confirm': async (request) => {
      const userId = signedInUser(request).id;
      const log = securityLog(request);
      const codes = await logRefusal(log, 'auth.two-factor.failed', { userId }, () =>
        twoFactor.confirm(userId, request.body, request.ip),
      );
      log('auth.two-factor.enabled', { userId });
      return codes;
    },

    'twoFactor.disable': async (request) => {
      const userId = signedInUser(request).id;
      const log = securityLog(request);
      await logRefusal(log, 'auth.two-factor.failed', { userId }, () =>
        twoFactor.disable(userId, request.body, request.ip),
      );
      log('auth.two-factor.disabled', { userId });
      return { message: 'Two-factor authentication is off.' };
    },

    'twoFactor.recoveryCodes': async (request) => {
      const userId = signedInUser(request).id;
      const log = securityLog(request);
      const codes = await logRefusal(log, 'auth.two-factor.failed', { userId }, () =>
        twoFactor.regenerateRecoveryCodes(userId, request.body, request.ip),
      );
      log('auth.two-factor.recovery-codes-regenerated', { userId });
      return codes;
    },
  };
}
