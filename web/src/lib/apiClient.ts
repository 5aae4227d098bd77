import { createApiClient } from './api/client';
import { createTokenStore } from './auth/tokenStore';

/** The browser's token store and API client; everything in the app shares these two. */
export const tokenStore = createTokenStore(window.localStorage);

export const api = createApiClient({
  baseUrl: '',
  // Called through a wrapper so fetch keeps `window` as its receiver.
  fetch: (input, init) => window.fetch(input, init),
  tokens: tokenStore,
});
