import { ApproveBody, MessageBody, RegistrationRequestList, RequestIdParams } from '@baseline/contract';
import type { AppInstance } from '../../lib/app-instance.js';
import { errorResponses } from '../../lib/responses.js';
import { logRefusal, securityLog } from '../../lib/security-log.js';
import { guardedRoutes } from '../../lib/route-group.js';
import { signedInUser, type AuthGuards } from '../access/guards.js';
import type { AdminService } from './admin.service.js';

/** `/api/admin/*`: deciding registration requests; administrators only. */
export async function adminRoutes(app: AppInstance, admin: AdminService, guards: AuthGuards) {
  await guardedRoutes(app, [guards.requireUser, guards.requireAdmin], (admins) => {
    admins.get(
      '/api/admin/requests',
      { schema: { response: { 200: RegistrationRequestList, ...errorResponses(401, 403) } } },
      () => admin.listPending(),
    );

    admins.post(
      '/api/admin/approve/:id',
      {
        schema: {
          params: RequestIdParams,
          body: ApproveBody,
          response: { 200: MessageBody, ...errorResponses(400, 401, 403, 404, 409, 413) },
        },
      },
      async (request) => {
        const { id: userId } = signedInUser(request);
        const { id: targetId } = request.params;
        const log = securityLog(request);
        await logRefusal(log, 'admin.action.failed', { userId, targetId }, () =>
          admin.approve(userId, targetId, request.body),
        );
        log('admin.registration.approved', { userId, targetId });
        return { message: 'User approved.' };
      },
    );

    admins.delete(
      '/api/admin/reject/:id',
      {
        schema: { params: RequestIdParams, response: { 200: MessageBody, ...errorResponses(400, 401, 403, 404, 409) } },
      },
      async (request) => {
        const { id: userId } = signedInUser(request);
        const { id: targetId } = request.params;
        const log = securityLog(request);
        await logRefusal(log, 'admin.action.failed', { userId, targetId }, () => admin.reject(userId, targetId));
        log('admin.registration.rejected', { userId, targetId });
        return { message: 'Request rejected.' };
      },
    );
  });
}
