import type { TokenClaims } from '@baseline/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { tokenStore } from './apiClient';
import { readClaims } from '../../lib/auth/claims';

/** The stored token, re-rendering when it is set or removed (here or in another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
}

/** The claims of the stored token, or null when there is none or it cannot be read. */
export function useClaims(): TokenClaims | null {
  const token = useToken();
  return useMemo(() => (token ? readClaims(token) : null), [token]);
}
