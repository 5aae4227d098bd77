import { ChangePasswordBody, ChangePasswordResponse } from '@baseline/contract';
import type { AppInstance } from '../../lib/app-instance.js';
import { errorResponses } from '../../lib/responses.js';
import { logRefusal, securityLog } from '../../lib/security-log.js';
import { guardedRoutes } from '../../lib/route-group.js';
import { signedInUser, type AuthGuards } from '../access/guards.js';
import type { UsersService } from './users.service.js';

/** `/api/users/*`: a signed-in user's own account. */
export async function usersRoutes(app: AppInstance, users: UsersService, guards: AuthGuards) {
  await guardedRoutes(app, [guards.requireUser], (signedIn) => {
    signedIn.put(
      '/api/users/change-password',
      {
        config: { allowedBeforePasswordChange: true },
        schema: {
          body: ChangePasswordBody,
          response: { 200: ChangePasswordResponse, ...errorResponses(400, 401, 413) },
        },
      },
      async (request) => {
        const userId = signedInUser(request).id;
        const log = securityLog(request);
        const token = await logRefusal(log, 'auth.password.change-failed', { userId }, () =>
          users.changePassword(userId, request.body),
        );
        log('auth.password.changed', { userId });
        return { message: 'Password changed successfully.', token };
      },
    );
  });
}
