import type { ApproveBody, MessageBody, RegistrationRequestList } from '@baseline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/session';

export const adminKeys = {
  all: ['admin'] as const,
  requests: () => [...adminKeys.all, 'requests'] as const,
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
