import { useSyncExternalStore } from 'react';
import type { QueuedChange } from './changes';
import type { OutboxSnapshot } from './outbox';
import { outboxFor } from './outboxRegistry';
import type { UnsavedEdits } from './unsavedEdits';

const NOBODY: OutboxSnapshot = { loaded: true, entries: [], unsaved: new Map() };
const ignore = () => () => undefined;

/** The signed-in member's queued changes, kept current; empty and loaded for nobody. */
export function useOutboxSnapshot(userId: string | undefined): OutboxSnapshot {
  const outbox = userId ? outboxFor(userId) : null;
  return useSyncExternalStore(outbox ? outbox.subscribe : ignore, outbox ? outbox.snapshot : () => NOBODY);
}

/** What the device holds of one day or note (see changes.ts for keys): its queued change, its unsaved edits. */
export function useQueuedChange(
  userId: string | undefined,
  key: string,
): { loaded: boolean; queued?: QueuedChange; unsaved?: UnsavedEdits } {
  const { loaded, entries, unsaved } = useOutboxSnapshot(userId);
  return { loaded, queued: entries.find((entry) => entry.key === key), unsaved: unsaved.get(key) };
}
