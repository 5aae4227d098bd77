import type { ApproveBody, MemberList, MessageBody, RegistrationRequestList } from '@baseline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/session';
import type { MemberAction } from './memberActions';

export const adminKeys = {
  all: ['admin'] as const,
  requests: () => [...adminKeys.all, 'requests'] as const,
  members: () => [...adminKeys.all, 'members'] as const,
};

export function useRegistrationRequests() {
  return useQuery({
    queryKey: adminKeys.requests(),
    queryFn: () => api.request<RegistrationRequestList>('/api/admin/requests', { auth: true }),
  });
}

/** Approving or rejecting takes the request off the pending list, so both refresh it. */
function useRequestDecision<TVariables>(send: (variables: TVariables) => Promise<MessageBody>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.requests() }),
  });
}

export function useApproveRequest() {
  return useRequestDecision(({ id, body }: { id: string; body: ApproveBody }) =>
    api.request<MessageBody>(`/api/admin/approve/${encodeURIComponent(id)}`, { method: 'POST', body, auth: true }),
  );
}

export function useRejectRequest() {
  return useRequestDecision((id: string) =>
    api.request<MessageBody>(`/api/admin/reject/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true }),
  );
}

export function useMembers() {
  return useQuery({
    queryKey: adminKeys.members(),
    queryFn: () => api.request<MemberList>('/api/admin/members', { auth: true }),
  });
}

/** Ending sessions, disabling or enabling a member; the list refreshes to show the new status. */
export function useMemberAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: MemberAction }) =>
      api.request<MessageBody>(`/api/admin/members/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.members() }),
  });
}
