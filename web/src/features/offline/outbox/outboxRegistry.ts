import { api, tokenStore } from '../../../app/session/apiClient';
import { readClaims } from '../../../lib/auth/claims';
import type { Change, QueuedChange } from './changes';
import { createOutbox, type Outbox } from './outbox';
import { openOutboxStorage, outboxDatabaseName } from './outboxDb';
import { sendChange } from './sendChange';

/** Waits between tries while the server cannot be reached, growing to the last one. */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

interface Entry {
  outbox: Outbox;
  trySync: () => void;
  stop: () => void;
}

const entries = new Map<string, Entry>();

/**
 * The member's queue, opened once per page and user, and synced whenever there is a chance it can be: when the
 * browser comes online, when the page comes back into view, when a member signs in, after each change queued,
 * and, while the server cannot be reached, again after a growing wait.
 */
export function outboxFor(userId: string): Outbox {
  const existing = entries.get(userId);
  if (existing) return existing.outbox;

  const name = outboxDatabaseName(userId);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
  const outbox = createOutbox({
    storage: openOutboxStorage(userId),
    send: (change) => sendChange({ api, currentToken: () => tokenStore.get() }, userId, change),
    // Two tabs of the member must not send the same change twice; browsers before Web Locks have one tab's worth.
    exclusively: (task) => ('locks' in navigator ? navigator.locks.request(name, task) : task()),
    announce: () => {
      channel?.postMessage('changed');
    },
  });

  let failures = 0;
  let retryTimer: number | undefined;
  const trySync = () => {
    window.clearTimeout(retryTimer);
    if (!navigator.onLine) return;
    void outbox
      .sync()
      .catch(() => 'unreachable' as const)
      .then((end) => {
        if (end !== 'unreachable') {
          failures = 0;
          return;
        }
        const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
        failures += 1;
        retryTimer = window.setTimeout(trySync, delay);
      });
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') trySync();
  };
  if (channel) {
    channel.onmessage = () => {
      void outbox.refresh();
    };
  }
  window.addEventListener('online', trySync);
  document.addEventListener('visibilitychange', onVisible);
  const stopWatchingToken = tokenStore.subscribe(trySync);

  entries.set(userId, {
    outbox,
    trySync,
    stop: () => {
      window.clearTimeout(retryTimer);
      window.removeEventListener('online', trySync);
      document.removeEventListener('visibilitychange', onVisible);
      stopWatchingToken();
      channel?.close();
    },
  });
  void outbox.refresh().then(trySync);
  return outbox;
}

/** Stores the change on the device (resolving once it is), then tries to send it at once. */
export async function queueChange(userId: string, change: Change): Promise<QueuedChange> {
  const outbox = outboxFor(userId);
  const queued = await outbox.enqueue(change);
  entries.get(userId)?.trySync();
  return queued;
}

/**
 * The member's unsaved edits, written only while the member is signed in: a page flushing its last edits as it
 * leaves after logout must not bring back the database the logout deleted.
 */
export function unsavedEditsOf(userId: string): Pick<Outbox, 'keepUnsaved' | 'dropUnsaved'> {
  const token = tokenStore.get();
  if (token && readClaims(token)?.sub === userId) return outboxFor(userId);
  return { keepUnsaved: () => Promise.resolve(false), dropUnsaved: () => Promise.resolve() };
}

/** Deletes everything the device queued for the member (logout, or the account closed on the server). */
export async function wipeOutbox(userId: string): Promise<void> {
  const entry = entries.get(userId);
  entries.delete(userId);
  entry?.stop();
  // A queue this page never opened is deleted as it is stored, without starting its sync first.
  await (entry ? entry.outbox.destroy() : openOutboxStorage(userId).destroy());
}
