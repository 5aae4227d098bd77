import { logRefusal, securityLog } from '../../lib/security-log.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { presentedToken, signedInUser } from '../access/guards.js';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.js';
import type { AuthService } from './auth.service.js';
import type { PasswordResetService } from './password-reset.service.js';
import type { RegistrationService } from './registration.service.js';

export interface AuthHandlersDeps {
  auth: AuthService;
  registration: RegistrationService;
  passwordReset: PasswordResetService;
}

/** Asking for an account, logging in and out, and getting back in without a password. */
export function authHandlers({ auth, registration, passwordReset }: AuthHandlersDeps): FeatureHandlers<'auth'> {
  return {
    'auth.registerRequest': {
      rateLimit: ROUTE_RATE_LIMITS.registerRequest,
      handler: async (request, reply) => {
        await registration.submit(request.body);
        return reply.code(201).send({ message: 'Your request has been submitted.' });
      },
    },

    'auth.login': {
      rateLimit: ROUTE_RATE_LIMITS.login,
      handler: (request) => auth.login(request.body, request.ip, securityLog(request)),
    },

    'auth.forgotPassword': {
      rateLimit: ROUTE_RATE_LIMITS.forgotPassword,
      handler: (request) => {
        // The link is made and mailed once the answer has gone: how long that takes must not tell whether the
        // address has an account. A failure is the server's to log; the visitor may simply ask again.
        const { email } = request.body;
        setImmediate(() => {
          passwordReset.requestReset(email).catch((error: unknown) => {
            request.log.error({ err: error }, 'password reset request failed');
          });
        });
        securityLog(request)('auth.password.reset-requested');
        return { message: 'If an account exists for that address, a password reset link is on its way.' };
      },
    },

    'auth.resetPassword': {
      rateLimit: ROUTE_RATE_LIMITS.resetPassword,
      handler: async (request) => {
        const log = securityLog(request);
        await logRefusal(log, 'auth.password.reset-failed', {}, () => passwordReset.resetPassword(request.body));
        log('auth.password.reset');
        return { message: 'Your password has been reset. You can now log in.' };
      },
    },

    'auth.me': (request) => auth.me(signedInUser(request)),

    'auth.logout': async (request) => {
      await auth.logout(signedInUser(request), presentedToken(request));
      return { message: 'Logged out.' };
    },
  };
}
