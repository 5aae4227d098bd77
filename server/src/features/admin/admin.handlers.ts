import { logRefusal, securityLog } from '../../lib/security-log.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import type { AdminService } from './admin.service.js';

/** Deciding registration requests; administrators only. */
export function adminHandlers(admin: AdminService): FeatureHandlers<'admin'> {
  return {
    'admin.requests': () => admin.listPending(),

    'admin.approve': async (request) => {
      const { id: userId } = signedInUser(request);
      const { id: targetId } = request.params;
      const log = securityLog(request);
      await logRefusal(log, 'admin.action.failed', { userId, targetId }, () =>
        admin.approve(userId, targetId, request.body),
      );
      log('admin.registration.approved', { userId, targetId });
      return { message: 'User approved.' };
    },

    'admin.reject': async (request) => {
      const { id: userId } = signedInUser(request);
      const { id: targetId } = request.params;
      const log = securityLog(request);
      await logRefusal(log, 'admin.action.failed', { userId, targetId }, () => admin.reject(userId, targetId));
      log('admin.registration.rejected', { userId, targetId });
      return { message: 'Request rejected.' };
    },
  };
}
