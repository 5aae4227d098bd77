/**
 * The Cache Storage name of the API answers the service worker keeps for offline use. One module, imported by
 * both the worker (sw.ts) and the page (apiCache.ts), so that logout deletes exactly the cache the worker fills.
 * A new name (v2…) would leave the old cache behind: change it only together with a clean-up in sw.ts.
 */
export const API_CACHE = 'baseline-api-v1';
