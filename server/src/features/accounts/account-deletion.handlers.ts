import { ACCOUNT_DELETED } from '@baseline/contract';
import { logRefusal, securityLog } from '../../lib/security-log.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import type { AccountDeletion } from './account-deletion.service.js';

/** A member's own account, as a whole. */
export function accountHandlers(deletion: AccountDeletion): FeatureHandlers<'account'> {
  return {
    'account.delete': async (request) => {
      const userId = signedInUser(request).id;
      const log = securityLog(request);
      await logRefusal(log, 'account.delete-failed', { userId }, () =>
        deletion.deleteAccount(userId, request.body, request.ip),
      );
      // No user id: once the account is gone, nothing in the log may lead back to the person.
      log('account.deleted');
      return { message: ACCOUNT_DELETED };
    },
  };
}
