import type { ApproveBody, MessageBody, RouteName } from '@baseline/contract';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../app/session/apiClient';
import type { MemberAction } from './memberActions';

export const adminKeys = {
  all: ['admin'] as const,
  requests: () => [...adminKeys.all, 'requests'] as const,
  members: () => [...adminKeys.all, 'members'] as const,
};

/**
 * The dashboard's lists each admin action may change. Deciding a request takes it off the pending list, and
 * an approval adds the account to the members; a rejection refused because another admin approved the
 * request first has the same effect. A member action changes that member's row.
 */
const listsChangedBy = {
  decision: [adminKeys.requests(), adminKeys.members()],
  memberAction: [adminKeys.members()],
} as const satisfies Record<string, readonly QueryKey[]>;

export function useRegistrationRequests() {
  return useQuery({
    queryKey: adminKeys.requests(),
    queryFn: () => api.call('admin.requests'),
  });
}

export function useMembers() {
  return useQuery({
    queryKey: adminKeys.members(),
    queryFn: () => api.call('members.list'),
  });
}

/** The contract's call behind each member action. */
const MEMBER_ACTION_CALLS = {
  'end-sessions': 'members.endSessions',
  disable: 'members.disable',
  enable: 'members.enable',
  'reset-two-factor': 'members.resetTwoFactor',
} as const satisfies Record<MemberAction, RouteName>;

/**
 * Refreshes the lists the action changes once it settles, after a refusal too: "already decided" or
 * "user not found" means another admin got there first, and the rows on screen are out of date.
 */
function useAdminMutation<TVariables>(
  send: (variables: TVariables) => Promise<MessageBody>,
  changes: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useApproveRequest() {
  return useAdminMutation(
    ({ id, body }: { id: string; body: ApproveBody }) => api.call('admin.approve', { params: { id }, body }),
    listsChangedBy.decision,
  );
}

export function useRejectRequest() {
  return useAdminMutation((id: string) => api.call('admin.reject', { params: { id } }), listsChangedBy.decision);
}

/** Ending sessions, disabling or enabling a member, resetting their two-factor authentication. */
export function useMemberAction() {
  return useAdminMutation(
    ({ id, action }: { id: string; action: MemberAction }) => api.call(MEMBER_ACTION_CALLS[action], { params: { id } }),
    listsChangedBy.memberAction,
  );
}
