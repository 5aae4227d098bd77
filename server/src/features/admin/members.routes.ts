import { MemberIdParams, MemberList, MessageBody } from '@baseline/contract';
import type { AppInstance } from '../../lib/app-instance.js';
import { errorResponses, type ErrorStatus } from '../../lib/responses.js';
import { logRefusal, securityLog, type SecurityEventName } from '../../lib/security-log.js';
import { guardedRoutes } from '../../lib/route-group.js';
import { signedInUser, type AuthGuards } from '../access/guards.js';
import type { MembersService } from './members.service.js';

/** `/api/admin/members*`: the accounts, their sessions and whether they may log in; administrators only. */
export async function memberRoutes(app: AppInstance, members: MembersService, guards: AuthGuards) {
  await guardedRoutes(app, [guards.requireUser, guards.requireAdmin], (admins) => {
    admins.get('/api/admin/members', { schema: { response: { 200: MemberList, ...errorResponses(401, 403) } } }, () =>
      members.list(),
    );

    const action = (
      path: string,
      event: SecurityEventName,
      message: string,
      act: (adminId: string, userId: string) => Promise<void>,
      refusals: ErrorStatus[] = [],
    ) => {
      admins.post(
        `/api/admin/members/:id/${path}`,
        {
          schema: {
            params: MemberIdParams,
            response: { 200: MessageBody, ...errorResponses(400, 401, 403, 404, ...refusals) },
          },
        },
        async (request) => {
          const { id: userId } = signedInUser(request);
          const { id: targetId } = request.params;
          const log = securityLog(request);
          await logRefusal(log, 'admin.action.failed', { userId, targetId }, () => act(userId, targetId));
          log(event, { userId, targetId });
          return { message };
        },
      );
    };
    action('end-sessions', 'admin.member.sessions-ended', 'Sessions ended.', (a, u) => members.endSessions(a, u));
    action('disable', 'admin.member.disabled', 'Account disabled.', (a, u) => members.disable(a, u));
    action('enable', 'admin.member.enabled', 'Account enabled.', (a, u) => members.enable(a, u));
    action(
      'reset-two-factor',
      'admin.member.two-factor-reset',
      'Two-factor authentication reset.',
      (a, u) => members.resetTwoFactor(a, u),
      [409],
    );
  });
}
