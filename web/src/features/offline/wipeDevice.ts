import { wipeOutbox } from './outbox/outboxRegistry';

/**
 * Removes from this browser everything kept offline for the member: their queued writes. Logout and an account
 * closed on the server both end here; one member's data must not outlive their session on a shared device.
 */
export async function wipeDevice(userId: string): Promise<void> {
  await wipeOutbox(userId).catch(() => undefined);
}
