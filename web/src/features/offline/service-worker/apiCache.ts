import { API_CACHE } from './cacheNames';

/**
 * Deletes every API answer kept for offline use (all users'), from the page: called at logout, so the next
 * person at this browser cannot read them offline. Works whether or not a service worker is running.
 */
export async function clearOfflineCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE);
}
