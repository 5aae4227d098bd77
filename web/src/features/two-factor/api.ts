import type { PasswordAndCodeBody, TwoFactorLoginBody, TwoFactorSetupBody } from '@baseline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, tokenStore } from '../../app/session/apiClient';
import { completeTwoFactorLogin } from '../auth/loginFlow';

export const twoFactorKeys = {
  all: ['two-factor'] as const,
  status: () => [...twoFactorKeys.all, 'status'] as const,
};

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKeys.status(),
    queryFn: () => api.call('twoFactor.status'),
  });
}

/** Each change answers what the screen shows next; the status is read again afterwards unless told not to. */
function useTwoFactorChange<Body, Answer>(send: (body: Body) => Promise<Answer>, refreshStatus = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => (refreshStatus ? queryClient.invalidateQueries({ queryKey: twoFactorKeys.all }) : undefined),
  });
}

export const useStartSetup = () =>
  useTwoFactorChange((body: TwoFactorSetupBody) => api.call('twoFactor.setup', { body }));
/** The status is read again only once the user has kept the recovery codes (EnableTwoFactor's onDone). */
export const useConfirmSetup = () =>
  useTwoFactorChange((body: PasswordAndCodeBody) => api.call('twoFactor.confirm', { body }), false);
export const useDisableTwoFactor = () =>
  useTwoFactorChange((body: PasswordAndCodeBody) => api.call('twoFactor.disable', { body }));
export const useRegenerateCodes = () =>
  useTwoFactorChange((body: PasswordAndCodeBody) => api.call('twoFactor.recoveryCodes', { body }));

export function useCompleteTwoFactorLogin() {
  return useMutation({
    mutationFn: (body: TwoFactorLoginBody) => completeTwoFactorLogin({ api, tokens: tokenStore }, body),
  });
}
