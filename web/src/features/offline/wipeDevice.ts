import { wipeOutbox } from './outbox/outboxRegistry';
import { clearOfflineCaches } from './service-worker/apiCache';

/**
 * Removes from this browser everything kept offline for the member: their queued writes and the answers the service worker kept. Logout and an account
 * closed on the server both end here; one member's data must not outlive their session on a shared device.
 */
export async function wipeDevice(userId: string): Promise<void> {
  await Promise.all([wipeOutbox(userId).catch(() => undefined), clearOfflineCaches().catch(() => undefined)]);
}
