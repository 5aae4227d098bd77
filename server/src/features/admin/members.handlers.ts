import type { MemberIdParams } from '@baseline/contract';
import type { FastifyRequest } from 'fastify';
import { logRefusal, securityLog, type SecurityEventName } from '../../lib/security-log.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import type { MembersService } from './members.service.js';

/** The accounts, their sessions and whether they may log in; administrators only. */
export function membersHandlers(members: MembersService): FeatureHandlers<'members'> {
  const action =
    (event: SecurityEventName, message: string, act: (adminId: string, userId: string) => Promise<void>) =>
    async (request: FastifyRequest<{ Params: MemberIdParams }>) => {
      const { id: userId } = signedInUser(request);
      const { id: targetId } = request.params;
      const log = securityLog(request);
      await logRefusal(log, 'admin.action.failed', { userId, targetId }, () => act(userId, targetId));
      log(event, { userId, targetId });
      return { message };
    };

  return {
    'members.list': () => members.list(),
    'members.endSessions': action('admin.member.sessions-ended', 'Sessions ended.', (a, u) =>
      members.endSessions(a, u),
    ),
    'members.disable': action('admin.member.disabled', 'Account disabled.', (a, u) => members.disable(a, u)),
    'members.enable': action('admin.member.enabled', 'Account enabled.', (a, u) => members.enable(a, u)),
    'members.resetTwoFactor': action('admin.member.two-factor-reset', 'Two-factor authentication reset.', (a, u) =>
      members.resetTwoFactor(a, u),
    ),
  };
}
