import type {
  MessageBody,
  PasswordAndCodeBody,
  RecoveryCodes,
  TwoFactorLoginBody,
  TwoFactorSetup,
  TwoFactorSetupBody,
  TwoFactorStatus,
} from '@baseline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, tokenStore } from '../../lib/session';
import { completeTwoFactorLogin } from '../auth/loginFlow';

export const twoFactorKeys = {
  all: ['two-factor'] as const,
  status: () => [...twoFactorKeys.all, 'status'] as const,
};

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKeys.status(),
    queryFn: () => api.request<TwoFactorStatus>('/api/two-factor', { auth: true }),
  });
}

/** Each change answers what the screen shows next; the status is read again afterwards unless told not to. */
function useTwoFactorChange<Body, Answer>(path: string, refreshStatus = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.request<Answer>(path, { method: 'POST', body, auth: true }),
    onSuccess: () => (refreshStatus ? queryClient.invalidateQueries({ queryKey: twoFactorKeys.all }) : undefined),
  });
}

export const useStartSetup = () => useTwoFactorChange<TwoFactorSetupBody, TwoFactorSetup>('/api/two-factor/setup');
/** The status is read again only once the user has kept the recovery codes (EnableTwoFactor's onDone). */
export const useConfirmSetup = () =>
  useTwoFactorChange<PasswordAndCodeBody, RecoveryCodes>('/api/two-factor/confirm', false);
export const useDisableTwoFactor = () =>
  useTwoFactorChange<PasswordAndCodeBody, MessageBody>('/api/two-factor/disable');
export const useRegenerateCodes = () =>
  useTwoFactorChange<PasswordAndCodeBody, RecoveryCodes>('/api/two-factor/recovery-codes');

export function useCompleteTwoFactorLogin() {
  return useMutation({
    mutationFn: (body: TwoFactorLoginBody) => completeTwoFactorLogin({ api, tokens: tokenStore }, body),
  });
}
