import { createApiClient } from './api/client';
import { createEarlyAnswers } from './api/earlyAnswers';
import { createTokenStore } from './auth/tokenStore';

/** The browser's token store and API client; everything in the app shares these two. */
export const tokenStore = createTokenStore(window.localStorage);

export const api = createApiClient({
  baseUrl: '',
  // Called through a wrapper so fetch keeps `window` as its receiver.
  fetch: (input, init) => window.fetch(input, init),
  tokens: tokenStore,
});

/** Signed-in GETs started before the screen that reads them has loaded (see createEarlyAnswers). */
export const earlyAnswers = createEarlyAnswers((path) => api.request(path, { auth: true }));
