import { openDB, deleteDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Change, QueuedChange } from './changes';
import { keyOf } from './changes';

const STORE = 'changes';

interface OutboxSchema extends DBSchema {
  changes: { key: number; value: QueuedChange; indexes: { byKey: string } };
}

/** What the outbox needs from storage; each method is one IndexedDB transaction, so tabs never interleave inside one. */
export interface OutboxStorage {
  all: () => Promise<QueuedChange[]>;
  /** Queues the change, or replaces the queued one for the same day or note (keeping its place), as pending. */
  upsert: (change: Change, now: number) => Promise<QueuedChange>;
  /**
   * After a successful send of `sentEdits`: drops the entry, or, when it was saved again meanwhile, keeps the newer
   * body and moves its base version to the one the server just gave (the newer body was built on the sent one).
   */
  settle: (seq: number, sentEdits: number, newVersion: number | undefined) => Promise<void>;
  /** Marks a conflict or refusal, unless the entry was saved again meanwhile (then the newer body is sent instead). */
  mark: (seq: number, sentEdits: number, patch: Pick<QueuedChange, 'status' | 'current' | 'refusal'>) => Promise<void>;
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
    opened ??= openDB<OutboxSchema>(name, 1, {
      upgrade(database) {
        const store = database.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
        store.createIndex('byKey', 'key', { unique: true });
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

    upsert: async (change, now) => {
      const tx = (await db()).transaction(STORE, 'readwrite');
      const key = keyOf(change);
      const existing = await tx.store.index('byKey').get(key);
      const fields = { key, change, status: 'pending' as const, current: undefined, refusal: undefined };
      let entry: QueuedChange;
      if (existing) {
        entry = { ...existing, ...fields, edits: existing.edits + 1 };
        await tx.store.put(entry);
      } else {
        const draft = { ...fields, queuedAt: now, edits: 1 } as Omit<QueuedChange, 'seq'>;
        const seq = await tx.store.add(draft as QueuedChange);
        entry = { ...draft, seq };
      }
      await tx.done;
      return entry;
    },

    settle: async (seq, sentEdits, newVersion) => {
      const tx = (await db()).transaction(STORE, 'readwrite');
      const entry = await tx.store.get(seq);
      if (entry) {
        if (entry.edits === sentEdits) await tx.store.delete(seq);
        else if (entry.change.kind === 'day' && newVersion !== undefined && !entry.change.body.overwrite) {
          await tx.store.put({
            ...entry,
            change: { ...entry.change, body: { ...entry.change.body, baseVersion: newVersion } },
          });
        }
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
