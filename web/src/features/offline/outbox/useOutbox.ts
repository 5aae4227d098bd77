import { useSyncExternalStore } from 'react';
import type { QueuedChange } from './changes';
import type { OutboxSnapshot } from './outbox';
import { outboxFor } from './outboxRegistry';

const NOBODY: OutboxSnapshot = { loaded: true, entries: [] };
const ignore = () => () => undefined;

/** The signed-in member's queued changes, kept current; empty and loaded for nobody. */
export function useOutboxSnapshot(userId: string | undefined): OutboxSnapshot {
  const outbox = userId ? outboxFor(userId) : null;
  return useSyncExternalStore(outbox ? outbox.subscribe : ignore, outbox ? outbox.snapshot : () => NOBODY);
}

/** The queued change for one day or note (see changes.ts for keys), if there is one. */
export function useQueuedChange(userId: string | undefined, key: string): { loaded: boolean; queued?: QueuedChange } {
  const { loaded, entries } = useOutboxSnapshot(userId);
  return { loaded, queued: entries.find((entry) => entry.key === key) };
}
