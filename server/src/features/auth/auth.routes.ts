import {
  ForgotPasswordBody,
  LoginBody,
  LoginOutcome,
  MeResponse,
  MessageBody,
  RegisterRequestBody,
  ResetPasswordBody,
} from '@baseline/contract';
import type { AppInstance } from '../../lib/app-instance.js';
import { errorResponses } from '../../lib/responses.js';
import { logRefusal, securityLog } from '../../lib/security-log.js';
import { guardedRoutes } from '../../lib/route-group.js';
import { presentedToken, signedInUser, type AuthGuards } from '../access/guards.js';
import { ROUTE_RATE_LIMITS } from '../../plugins/rate-limit.js';
import type { AuthService } from './auth.service.js';
import type { PasswordResetService } from './password-reset.service.js';
import type { RegistrationService } from './registration.service.js';

export interface AuthRoutesDeps {
  auth: AuthService;
  registration: RegistrationService;
  passwordReset: PasswordResetService;
  guards: AuthGuards;
}

/** `/api/auth/*`: asking for an account, logging in and out, and getting back in without a password. */
export async function authRoutes(app: AppInstance, { auth, registration, passwordReset, guards }: AuthRoutesDeps) {
  app.post(
    '/api/auth/register-request',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.registerRequest },
      schema: { body: RegisterRequestBody, response: { 201: MessageBody, ...errorResponses(400, 409, 413, 429) } },
    },
    async (request, reply) => {
      await registration.submit(request.body);
      return reply.code(201).send({ message: 'Your request has been submitted.' });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.login },
      schema: { body: LoginBody, response: { 200: LoginOutcome, ...errorResponses(400, 401, 413, 429) } },
    },
    (request) => auth.login(request.body, request.ip, securityLog(request)),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.forgotPassword },
      schema: { body: ForgotPasswordBody, response: { 200: MessageBody, ...errorResponses(400, 413, 429) } },
    },
    (request) => {
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
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.resetPassword },
      schema: { body: ResetPasswordBody, response: { 200: MessageBody, ...errorResponses(400, 413, 429) } },
    },
    async (request) => {
      const log = securityLog(request);
      await logRefusal(log, 'auth.password.reset-failed', {}, () => passwordReset.resetPassword(request.body));
      log('auth.password.reset');
      return { message: 'Your password has been reset. You can now log in.' };
    },
  );

  await guardedRoutes(app, [guards.requireUser], (signedIn) => {
    signedIn.get(
      '/api/auth/me',
      {
        config: { allowedBeforePasswordChange: true },
        schema: { response: { 200: MeResponse, ...errorResponses(401) } },
      },
      (request) => auth.me(signedInUser(request)),
    );

    signedIn.post(
      '/api/auth/logout',
      {
        config: { allowedBeforePasswordChange: true },
        schema: { response: { 200: MessageBody, ...errorResponses(401) } },
      },
      async (request) => {
        await auth.logout(signedInUser(request), presentedToken(request));
        return { message: 'Logged out.' };
      },
    );
  });
}
