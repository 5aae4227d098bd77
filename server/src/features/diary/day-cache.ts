import { LRUCache } from 'lru-cache';

/** Total size in bytes of the answers kept; the least recently read go first beyond it. */
export const DAY_CACHE_BYTES = 16 * 1024 * 1024;

interface CachedDay {
  entryId: string;
  version: number;
  json: Buffer;
}

/**
 * The serialised answers of recently read days, by user and date, kept as the bytes that are sent. A hit is
 * only used for the entry id and version the database holds now (one indexed read per request): every
 * change to a day's tabs, tags or images raises its version in the same transaction, and a day deleted and
 * written again gets a new id, so a cached answer can never be older than the database, on this instance or
 * any other. What this spares is the snapshot of four reads, the images' data URLs, the serialisation of
 * the whole day and its encoding to UTF-8.
 */
export function createDayCache(maxBytes = DAY_CACHE_BYTES) {
  const days = new LRUCache<string, CachedDay>({ maxSize: maxBytes, sizeCalculation: (day) => day.json.length });
  const keyOf = (userId: string, date: string) => `${userId} ${date}`;

  return {
    get(userId: string, date: string, entry: { id: string; version: number }): Buffer | undefined {
      const key = keyOf(userId, date);
      const day = days.get(key);
      if (!day) return undefined;
      if (day.entryId !== entry.id || day.version !== entry.version) {
        days.delete(key);
        return undefined;
      }
      return day.json;
    },

    /** An answer larger than the whole cache is not kept, and drops the older one for the same day. */
    set(userId: string, date: string, entry: { id: string; version: number }, json: Buffer): void {
      days.set(keyOf(userId, date), { entryId: entry.id, version: entry.version, json });
    },
  };
}

export type DayCache = ReturnType<typeof createDayCache>;
