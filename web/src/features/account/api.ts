import type { DeleteAccountBody } from '@baseline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, tokenStore } from '../../app/session/apiClient';
import { noticeState } from '../../lib/notice';

/**
 * Erases the account; once the server has, the login page shows its message, and the token and every cached
 * answer go as this page leaves. Not before: a navigation is a transition (app/HistoryRouter), and a token
 * cleared while this page is still up would make its guard send the member to /login without the message.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [session] = useState(() => ({ deleted: false }));
  useEffect(
    () => () => {
      if (!session.deleted) return;
      tokenStore.clear();
      queryClient.clear();
    },
    [session, queryClient],
  );
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api.call('account.delete', { body }),
    onSuccess: ({ message }) => {
      session.deleted = true;
      void navigate('/login', { replace: true, state: noticeState(message) });
    },
  });
}
