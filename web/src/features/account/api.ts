import type { DeleteAccountBody } from '@baseline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, tokenStore } from '../../lib/apiClient';

/** Erases the account; once the server has, the token and every cached answer go too. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeleteAccountBody) => {
      const answer = await api.call('account.delete', { body });
      tokenStore.clear();
      queryClient.clear();
      return answer;
    },
  });
}
