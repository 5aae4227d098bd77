import {
  LoginResponse,
  MessageBody,
  PasswordAndCodeBody,
  RecoveryCodes,
  TwoFactorLoginBody,
  TwoFactorSetup,
  TwoFactorSetupBody,
  TwoFactorStatus,
} from '@baseline/contract';
import type { AppInstance } from '../../lib/app-instance.js';
import { errorResponses } from '../../lib/responses.js';
import { guardedRoutes } from '../../lib/route-group.js';
import { logRefusal, securityLog } from '../../lib/security-log.js';
import { signedInUser, type AuthGuards } from '../access/guards.js';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.js';
import type { TwoFactorLogin } from './two-factor-login.service.js';
import type { TwoFactorService } from './two-factor.service.js';

export interface TwoFactorRoutesDeps {
  twoFactor: TwoFactorService;
  login: TwoFactorLogin;
  guards: AuthGuards;
}

/** `/api/two-factor/*`: a user's own authenticator and recovery codes; and the second step of a login. */
export async function twoFactorRoutes(app: AppInstance, { twoFactor, login, guards }: TwoFactorRoutesDeps) {
  app.post(
    '/api/auth/login/two-factor',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.login },
      schema: { body: TwoFactorLoginBody, response: { 200: LoginResponse, ...errorResponses(400, 401, 413, 429) } },
    },
    async (request) => ({ token: await login.complete(request.body, request.ip, securityLog(request)) }),
  );

  await guardedRoutes(app, [guards.requireUser], (signedIn) => {
    signedIn.get(
      '/api/two-factor',
      { schema: { response: { 200: TwoFactorStatus, ...errorResponses(401, 403) } } },
      (request) => twoFactor.status(signedInUser(request).id),
    );

    signedIn.post(
      '/api/two-factor/setup',
      {
        schema: {
          body: TwoFactorSetupBody,
          response: { 200: TwoFactorSetup, ...errorResponses(400, 401, 403, 409, 413, 429) },
        },
      },
      (request) => {
        const user = signedInUser(request);
        return logRefusal(securityLog(request), 'auth.two-factor.failed', { userId: user.id }, () =>
          twoFactor.setup(user, request.body.password, request.ip),
        );
      },
    );

    signedIn.post(
      '/api/two-factor/confirm',
      {
        schema: {
          body: PasswordAndCodeBody,
          response: { 200: RecoveryCodes, ...errorResponses(400, 401, 403, 409, 413, 429) },
        },
      },
      async (request) => {
        const userId = signedInUser(request).id;
        const log = securityLog(request);
        const codes = await logRefusal(log, 'auth.two-factor.failed', { userId }, () =>
          twoFactor.confirm(userId, request.body, request.ip),
        );
        log('auth.two-factor.enabled', { userId });
        return codes;
      },
    );

    signedIn.post(
      '/api/two-factor/disable',
      {
        schema: {
          body: PasswordAndCodeBody,
          response: { 200: MessageBody, ...errorResponses(400, 401, 403, 409, 413, 429) },
        },
      },
      async (request) => {
        const userId = signedInUser(request).id;
        const log = securityLog(request);
        await logRefusal(log, 'auth.two-factor.failed', { userId }, () =>
          twoFactor.disable(userId, request.body, request.ip),
        );
        log('auth.two-factor.disabled', { userId });
        return { message: 'Two-factor authentication is off.' };
      },
    );

    signedIn.post(
      '/api/two-factor/recovery-codes',
      {
        schema: {
          body: PasswordAndCodeBody,
          response: { 200: RecoveryCodes, ...errorResponses(400, 401, 403, 409, 413, 429) },
        },
      },
      async (request) => {
        const userId = signedInUser(request).id;
        const log = securityLog(request);
        const codes = await logRefusal(log, 'auth.two-factor.failed', { userId }, () =>
          twoFactor.regenerateRecoveryCodes(userId, request.body, request.ip),
        );
        log('auth.two-factor.recovery-codes-regenerated', { userId });
        return codes;
      },
    );
  });
}
