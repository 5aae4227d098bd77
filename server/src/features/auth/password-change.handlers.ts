import { logRefusal, securityLog } from '../../lib/security-log.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import type { PasswordChangeService } from './password-change.service.js';

/** A signed-in user's own password: the contract files the call under `users`, the account it changes. */
export function passwordChangeHandlers(passwords: PasswordChangeService): FeatureHandlers<'users'> {
  return {
    'users.changePassword': async (request) => {
      const userId = signedInUser(request).id;
      const log = securityLog(request);
      const token = await logRefusal(log, 'auth.password.change-failed', { userId }, () =>
        passwords.changePassword(userId, request.body),
      );
      log('auth.password.changed', { userId });
      return { message: 'Password changed successfully.', token };
    },
  };
}
