import { createApiClient } from '../../lib/api/client';
import { readClaims } from '../../lib/auth/claims';
import { createTokenStore } from '../../lib/auth/tokenStore';

/** The browser's token store and API client; everything in the app shares these two. */
export const tokenStore = createTokenStore(window.localStorage);

let accountClosed: (userId: string) => void = () => undefined;

/**
 * What to do with the member's data on this device once the server says their account is closed; the
 * composition root (main.tsx) gives the offline wipe, so the client knows nothing of what is kept offline.
 */
export function whenAccountClosed(handle: (userId: string) => void): void {
  accountClosed = handle;
}

export const api = createApiClient({
  baseUrl: '',
  // Called through a wrapper so fetch keeps `window` as its receiver.
  fetch: (input, init) => window.fetch(input, init),
  tokens: tokenStore,
  onAccountClosed: (token) => {
    const userId = readClaims(token)?.sub;
    if (userId) accountClosed(userId);
  },
});
