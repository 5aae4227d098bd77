import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  RegisterRequestBody,
  ResetPasswordBody,
} from '@baseline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, tokenStore } from '../../app/session/apiClient';
import { readClaims } from '../../lib/auth/claims';
import { wipeDevice } from '../offline/wipeDevice';

/** Account calls. None reads cached server state, so there are only mutations here and no query keys. */

export function useRegisterRequest() {
  return useMutation({
    mutationFn: (body: RegisterRequestBody) => api.call('auth.registerRequest', { body }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => api.call('auth.forgotPassword', { body }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.call('auth.resetPassword', { body }),
  });
}

/** The server revokes the old token on a password change and answers a new one, which replaces it. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) => {
      const answer = await api.call('users.changePassword', { body });
      tokenStore.set(answer.token);
      return answer;
    },
  });
}

/**
 * Ends the token on the server, and locally even when the server cannot be reached; what the device kept offline
 * for the member (cached answers, queued writes) goes with it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline too: the session ends on this device at once (a paused mutation would leave the member signed in).
    networkMode: 'always',
    mutationFn: async () => {
      const token = tokenStore.get();
      const userId = token ? readClaims(token)?.sub : undefined;
      try {
        await api.call('auth.logout');
      } finally {
        tokenStore.clear();
        queryClient.clear();
        if (userId) await wipeDevice(userId);
      }
    },
  });
}

/** Logout as the menu offers it: the session ends (see useLogout), then the login page. */
export function useLogoutToLogin() {
  const logout = useLogout();
  const navigate = useNavigate();
  const logOut = () => {
    logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });
  };
  return { logOut, pending: logout.isPending };
}
