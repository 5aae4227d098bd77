import { openDB, deleteDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Change, QueuedChange } from './changes';
import { keyOf, rebased } from './changes';
import type { UnsavedEdits } from './unsavedEdits';

const STORE = 'changes';
const UNSAVED = 'unsaved';

interface OutboxSchema extends DBSchema {
  changes: { key: number; value: QueuedChange; indexes: { byKey: string } };
  unsaved: { key: string; value: UnsavedEdits };
}

/** What the outbox needs from storage; each method is one IndexedDB transaction, so tabs never interleave inside one. */
export interface OutboxStorage {
  all: () => Promise<QueuedChange[]>;
  allUnsaved: () => Promise<UnsavedEdits[]>;
  /** Stores the edits not yet saved of one day or note, replacing the ones it held. */
  keepUnsaved: (edits: UnsavedEdits) => Promise<void>;
  dropUnsaved: (key: string) => Promise<void>;
  /**
   * Queues the change, or replaces the queued one for the same day or note (keeping its place), as pending. The
   * unsaved edits it was made of go in the same transaction: the day is never both, nor neither.
   */
  upsert: (change: Change, now: number) => Promise<QueuedChange>;
  /**
   * After a successful send of `sentEdits`: drops the entry, or, when it was saved again meanwhile, keeps the newer
   * body and moves its base version to the one the server just gave (the newer body was built on the sent one).
   */
  settle: (seq: number, sentEdits: number, newVersion: number | undefined) => Promise<void>;
  /** Marks a conflict or refusal, unless the entry was saved again meanwhile (then the newer body is sent instead). */
  mark: (
    seq: number,
    sentEdits: number,
    patch: Pick<QueuedChange, 'status' | 'current' | 'currentChart' | 'refusal'>,
  ) => Promise<void>;
  remove: (seq: number) => Promise<void>;
  /** Deletes the whole database. */
  destroy: () => Promise<void>;
}

/** The member's own database: one per user id, so one member's queued writes never sit in another's store. */
export function outboxDatabaseName(userId: string): string {
  return `baseline-outbox:${userId}`;
}

export function openOutboxStorage(userId: string): OutboxStorage {
  const name = outboxDatabaseName(userId);
  let opened: Promise<IDBPDatabase<OutboxSchema>> | null = null;
  const db = () => {
    opened ??= openDB<OutboxSchema>(name, 2, {
      upgrade(database, oldVersion) {
        if (oldVersion < 1) {
          const store = database.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
          store.createIndex('byKey', 'key', { unique: true });
        }
        if (oldVersion < 2) database.createObjectStore(UNSAVED, { keyPath: 'key' });
      },
      // Another tab is deleting the database (logout): let go of it, or the deletion waits for this tab to close.
      blocking(_current, _blocked, event) {
        (event.target as IDBDatabase).close();
        opened = null;
      },
    });
    return opened;
  };

  return {
    all: async () => (await db()).getAll(STORE),

    allUnsaved: async () => (await db()).getAll(UNSAVED),

    keepUnsaved: async (edits) => {
      await (await db()).put(UNSAVED, edits);
    },

    dropUnsaved: async (key) => {
      await (await db()).delete(UNSAVED, key);
    },

    upsert: async (change, now) => {
      const tx = (await db()).transaction([STORE, UNSAVED], 'readwrite');
      const key = keyOf(change);
      await tx.objectStore(UNSAVED).delete(key);
      const changes = tx.objectStore(STORE);
      const existing = await changes.index('byKey').get(key);
      const fields = {
        key,
        change,
        status: 'pending' as const,
        current: undefined,
        currentChart: undefined,
        refusal: undefined,
      };
      let entry: QueuedChange;
      if (existing) {
        entry = { ...existing, ...fields, edits: existing.edits + 1 };
        await changes.put(entry);
      } else {
        const draft = { ...fields, queuedAt: now, edits: 1 } as Omit<QueuedChange, 'seq'>;
        const seq = await changes.add(draft as QueuedChange);
        entry = { ...draft, seq };
      }
      await tx.done;
      return entry;
    },

    settle: async (seq, sentEdits, newVersion) => {
      const tx = (await db()).transaction(STORE, 'readwrite');
      const entry = await tx.store.get(seq);
      if (entry) {
        const change = newVersion === undefined ? null : rebased(entry.change, newVersion);
        if (entry.edits === sentEdits) await tx.store.delete(seq);
        else if (change) await tx.store.put({ ...entry, change });
      }
      await tx.done;
    },

    mark: async (seq, sentEdits, patch) => {
      const tx = (await db()).transaction(STORE, 'readwrite');
      const entry = await tx.store.get(seq);
      if (entry?.edits === sentEdits) await tx.store.put({ ...entry, ...patch });
      await tx.done;
    },

    remove: async (seq) => {
      await (await db()).delete(STORE, seq);
    },

    destroy: async () => {
      if (opened) (await opened).close();
      opened = null;
      await deleteDB(name);
    },
  };
}
