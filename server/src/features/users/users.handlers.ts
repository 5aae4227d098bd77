import { logRefusal, securityLog } from '../../lib/security-log.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import type { UsersService } from './users.service.js';

/** A signed-in user's own account. */
export function usersHandlers(users: UsersService): FeatureHandlers<'users'> {
  return {
    'users.changePassword': async (request) => {
      const userId = signedInUser(request).id;
      const log = securityLog(request);
      const token = await logRefusal(log, 'auth.password.change-failed', { userId }, () =>
        users.changePassword(userId, request.body),
      );
      log('auth.password.changed', { userId });
      return { message: 'Password changed successfully.', token };
    },
  };
}
