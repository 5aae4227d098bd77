import { createApiClient } from './api/client';
import { readClaims } from './auth/claims';
import { createTokenStore } from './auth/tokenStore';

/** The browser's token store and API client; everything in the app shares these two. */
export const tokenStore = createTokenStore(window.localStorage);

export const api = createApiClient({
  baseUrl: '',
  // Called through a wrapper so fetch keeps `window` as its receiver.
  fetch: (input, init) => window.fetch(input, init),
  tokens: tokenStore,
  // Loaded only then: the offline code stays out of the first bundle.
  onAccountClosed: (token) => {
    const userId = readClaims(token)?.sub;
    if (userId) void import('../features/offline/wipeDevice').then(({ wipeDevice }) => wipeDevice(userId));
  },
});
