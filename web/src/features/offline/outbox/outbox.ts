import type { DiaryDayResponse, StoredChart } from '@baseline/contract';
import { holdsTabs } from '../../../lib/noteTabs';
import { holdsChart } from '../../../lib/sameChart';
import { baseOf, keyOf, rebased, type Change, type QueuedChange } from './changes';
import type { OutboxStorage } from './outboxDb';
import { isExpired, type UnsavedEdits } from './unsavedEdits';

/** What the server made of one queued change (see sendChange.ts for how answers map to these). */
export type SendResult =
  | { outcome: 'sent'; version?: number }
  | { outcome: 'conflict'; current: DiaryDayResponse }
  | { outcome: 'chartConflict'; current: StoredChart }
  /** No answer, or a failure worth retrying (5xx, 429): try again later. */
  | { outcome: 'unreachable' }
  /** The session ended or the subscription lapsed: hold everything until the member is back. */
  | { outcome: 'held' }
  | { outcome: 'refused'; message: string };

/** Why a sync stopped before the queue was empty of pending changes; 'done' when it was. */
export type SyncEnd = 'done' | 'unreachable' | 'held';

export interface Synced {
  change: Change;
  /** The day's or chart's version on the server now (not for player notes). */
  version?: number;
}

export interface OutboxSnapshot {
  /** False until the stored queue has been read once. */
  loaded: boolean;
  entries: readonly QueuedChange[];
  /** Edits not saved yet, by key (see unsavedEdits.ts); expired ones are never here. */
  unsaved: ReadonlyMap<string, UnsavedEdits>;
}

export interface OutboxOptions {
  storage: OutboxStorage;
  send: (change: Change) => Promise<SendResult>;
  /** Runs a sync exclusively across the browser's tabs (Web Locks); tests run it directly. */
  exclusively?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Called when another tab should re-read the queue. */
  announce?: () => void;
  now?: () => number;
}

export interface Outbox {
  snapshot: () => OutboxSnapshot;
  subscribe: (listener: () => void) => () => void;
  onSynced: (listener: (synced: Synced) => void) => () => void;
  /** Resolves once the change is stored on the device: from then on it is never lost. */
  enqueue: (change: Change) => Promise<QueuedChange>;
  /** Sends the pending changes in order; one sync at a time. */
  sync: () => Promise<SyncEnd>;
  /**
   * Keeps edits not saved yet, at once in the snapshot; false when the browser refused to store them. `savedAt`
   * is now, unless the edits were written earlier (kept by an older version elsewhere on the device).
   */
  keepUnsaved: (key: string, edits: unknown, savedAt?: number) => Promise<boolean>;
  /** Drops unsaved edits (saved, or given up). */
  dropUnsaved: (key: string) => Promise<void>;
  /** Drops a queued change (the member chose the server's copy, or gave the edit up). */
  discard: (seq: number) => Promise<void>;
  /** Re-reads the stored queue (another tab changed it). */
  refresh: () => Promise<void>;
  destroy: () => Promise<void>;
}

/**
 * The device's queue of writes made while the server could not be reached. Each change is stored in
 * IndexedDB before the member is told it is saved, and is sent later in the order it was first made,
 * through the server's own checks: a day carries the version its edits are based on, so a day changed
 * elsewhere meanwhile comes back as a conflict for the member to settle, never as a silent overwrite.
 */
export function createOutbox({
  storage,
  send,
  exclusively = (task) => task(),
  announce = () => undefined,
  now = Date.now,
}: OutboxOptions): Outbox {
  let state: OutboxSnapshot = { loaded: false, entries: [], unsaved: new Map() };
  const listeners = new Set<() => void>();
  const syncedListeners = new Set<(synced: Synced) => void>();
  let running: Promise<SyncEnd> | null = null;
  // A sync asked for while one runs (a change queued as it finished) runs again right after it.
  let asked = 0;
  // Per key, the base this page's last delivered change was sent on and the version it reached. A save made on
  // that same base once the send had landed, before the page heard the new version, holds the sent edits: it
  // moves onto the version reached, where it would otherwise come back as a conflict with the device's own save.
  const reached = new Map<string, { base: number; version: number }>();
  const onVersionReached = (change: Change): Change => {
    const last = reached.get(keyOf(change));
    return last && baseOf(change) === last.base ? (rebased(change, last.version) ?? change) : change;
  };

  const publish = (next: OutboxSnapshot) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const reload = async () => {
    const [entries, stored] = await Promise.all([storage.all(), storage.allUnsaved()]);
    const expired = stored.filter((unsaved) => isExpired(unsaved, now()));
    await Promise.all(expired.map((unsaved) => storage.dropUnsaved(unsaved.key)));
    const unsaved = new Map(stored.filter((each) => !expired.includes(each)).map((each) => [each.key, each]));
    publish({ loaded: true, entries: entries.sort((a, b) => a.seq - b.seq), unsaved });
  };
  // Without IndexedDB (a private window that refuses it) the queue is empty and every save goes straight out.
  const refresh = () =>
    reload().catch(() => {
      publish({ ...state, loaded: true });
    });
  const withUnsaved = (key: string, unsaved: UnsavedEdits | undefined) => {
    const next = new Map(state.unsaved);
    if (unsaved) next.set(key, unsaved);
    else next.delete(key);
    publish({ ...state, unsaved: next });
  };
  const dropUnsaved = async (key: string) => {
    withUnsaved(key, undefined);
    await storage.dropUnsaved(key);
    announce();
  };
  const changed = async () => {
    await reload();
    announce();
  };

  /** The change is on the server at `version`: off the queue, and the pages told. */
  const delivered = async (entry: QueuedChange, version: number | undefined) => {
    const base = baseOf(entry.change);
    if (version !== undefined && base !== undefined) reached.set(entry.key, { base, version });
    await storage.settle(entry.seq, entry.edits, version);
    await changed();
    for (const listener of syncedListeners) listener({ change: entry.change, version });
  };

  const syncOnce = async (): Promise<SyncEnd> => {
    // Each entry is sent at most once per pass: a refused or conflicting one waits for the member.
    const tried = new Set<number>();
    for (;;) {
      await reload();
      const next = state.entries.find((entry) => entry.status === 'pending' && !tried.has(entry.seq));
      if (!next) return 'done';
      tried.add(next.seq);
      const result = await send(next.change);
      switch (result.outcome) {
        case 'sent':
          await delivered(next, result.version);
          break;
        case 'conflict':
          if (next.change.kind === 'day' && holdsTabs(result.current, next.change.body)) {
            // The server already holds these very tabs (an earlier send arrived but its answer was lost, or another
            // device wrote the same): the edit is on the server at that version. A conflict would offer two equal
            // copies, and its Overwrite could replace a later change made elsewhere.
            await delivered(next, result.current.version);
          } else {
            await storage.mark(next.seq, next.edits, { status: 'conflict', current: result.current });
            await changed();
          }
          break;
        case 'chartConflict':
          // As for a day: the server holding the very chart sent means it arrived, whoever's answer was lost.
          if (next.change.kind === 'chart' && holdsChart(result.current, next.change.body.chart)) {
            await delivered(next, result.current.version);
          } else {
            await storage.mark(next.seq, next.edits, { status: 'conflict', currentChart: result.current });
            await changed();
          }
          break;
        case 'refused':
          await storage.mark(next.seq, next.edits, { status: 'refused', refusal: result.message });
          await changed();
          break;
        case 'unreachable':
        case 'held':
          return result.outcome;
      }
    }
  };

  return {
    snapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    onSynced: (listener) => {
      syncedListeners.add(listener);
      return () => {
        syncedListeners.delete(listener);
      };
    },
    enqueue: async (change) => {
      const entry = await storage.upsert(onVersionReached(change), now());
      await changed();
      return entry;
    },
    sync: () => {
      if (running) {
        asked += 1;
        return running;
      }
      running = (async () => {
        for (;;) {
          const askedBefore = asked;
          const end = await exclusively(syncOnce);
          if (asked === askedBefore || end !== 'done') return end;
        }
      })().finally(() => {
        running = null;
      });
      return running;
    },
    keepUnsaved: async (key, edits, savedAt = now()) => {
      const unsaved = { key, savedAt, edits };
      withUnsaved(key, unsaved);
      try {
        await storage.keepUnsaved(unsaved);
        announce();
        return true;
      } catch {
        // Full storage (images are large): older edits of this day would now be misleading, so they go too.
        await dropUnsaved(key).catch(() => undefined);
        return false;
      }
    },
    dropUnsaved,
    discard: async (seq) => {
      await storage.remove(seq);
      await changed();
    },
    refresh,
    destroy: async () => {
      await storage.destroy();
      publish({ loaded: true, entries: [], unsaved: new Map() });
      announce();
    },
  };
}
