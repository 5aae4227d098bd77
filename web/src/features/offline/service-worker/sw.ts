/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest into /sw.js): the app's files from the
// precache, every page address answered with the precached index.html, and API GETs from the network first
// with a per-user cached copy for when the network fails. README.md beside this file draws the strategies.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isCacheableApiRequest, isKeptAnswer, stampOfflineCopy, userCacheKey } from './apiRequests';
import { API_CACHE } from './cacheNames';
import type { WorkerMessage } from './messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** How long an API answer may take before the cached copy is shown instead (the answer still refreshes it). */
const NETWORK_TIMEOUT_SECONDS = 4;
/** Bounds the API cache: the oldest entries go first. */
const MAX_API_ENTRIES = 400;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

registerRoute(
  ({ request, url }) => isCacheableApiRequest(request.method, url, self.location.origin),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      {
        cacheKeyWillBeUsed: ({ request }) =>
          Promise.resolve(userCacheKey(request.url, request.headers.get('Authorization'))),
        cacheWillUpdate: ({ response }) => Promise.resolve(isKeptAnswer(response) ? response : null),
        cachedResponseWillBeUsed: ({ cachedResponse }) =>
          Promise.resolve(cachedResponse ? stampOfflineCopy(cachedResponse) : null),
      },
      new ExpirationPlugin({ maxEntries: MAX_API_ENTRIES, purgeOnQuotaError: true }),
    ],
  }),
);

// The first install takes over the open page at once, so what it loads next is already kept for offline use.
// A later version waits for the update prompt's SKIP_WAITING (registerType 'prompt').
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'CLEAR_API_CACHE') event.waitUntil(caches.delete(API_CACHE));
});
