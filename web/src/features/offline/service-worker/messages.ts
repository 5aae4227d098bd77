/** What the page may post to the service worker: take over now (the update prompt), or forget the API cache. */
export type WorkerMessage = { type: 'SKIP_WAITING' } | { type: 'CLEAR_API_CACHE' };
