import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock.js';
import { UpstreamError } from '../upstream-error.js';

/**
 * An answer as it is sent, serialised once: JSON bytes, or null for "the upstream has none" (which is
 * cached too, so an unknown id does not reach the upstream on every request).
 */
export interface StoredAnswer {
  body: Buffer | null;
  storedAt: number;
  /** Until then the answer is served without asking the upstream; after it, it is the last good copy. */
  freshUntil: number;
}

/** Where answers are kept: this process's memory, or Redis shared by every instance. */
export interface AnswerStore {
  get(key: string): Promise<StoredAnswer | undefined>;
  set(key: string, answer: StoredAnswer): Promise<void>;
}

export interface CachedAnswer {
  body: Buffer | null;
  /** True when the upstream failed and this is the last good copy. */
  stale: boolean;
  storedAt: number;
}

export interface AnswerCache {
  /** The answer for `key`: fresh from the store, or loaded (one load per key at a time), or the last good copy. */
  get(key: string, ttlMs: number, load: () => Promise<Buffer | null>): Promise<CachedAnswer>;
}

export interface AnswerCacheDeps {
  store: AnswerStore;
  now: Clock;
  log: FastifyBaseLogger;
}

/**
 * After a failed load, the key is not loaded again for this long: requests get the last good copy at once
 * instead of each waiting for a time-out, and a struggling upstream is not hammered.
 */
export const RETRY_AFTER_FAILURE_MS = 30_000;
const MAX_REMEMBERED_FAILURES = 1_000;

export function createAnswerCache({ store, now, log }: AnswerCacheDeps): AnswerCache {
  const loading = new Map<string, Promise<CachedAnswer>>();
  const failures = new LRUCache<string, { until: number; error: UpstreamError }>({ max: MAX_REMEMBERED_FAILURES });

  async function refresh(
    key: string,
    ttlMs: number,
    load: () => Promise<Buffer | null>,
    lastGood: StoredAnswer | undefined,
  ): Promise<CachedAnswer> {
    try {
      const body = await load();
      const storedAt = now();
      failures.delete(key);
      await store.set(key, { body, storedAt, freshUntil: storedAt + ttlMs });
      return { body, stale: false, storedAt };
    } catch (cause) {
      const error =
        cause instanceof UpstreamError ? cause : new UpstreamError('failed', 'unreadable answer', { cause });
      log.warn({ err: error, key, servedStale: lastGood !== undefined }, 'tennis upstream failed');
      failures.set(key, { until: now() + RETRY_AFTER_FAILURE_MS, error });
      return lastGoodOrThrow(lastGood, error);
    }
  }

  return {
    async get(key, ttlMs, load) {
      const stored = await store.get(key);
      if (stored && now() < stored.freshUntil) return { body: stored.body, stale: false, storedAt: stored.storedAt };

      const failure = failures.get(key);
      if (failure && now() < failure.until) return lastGoodOrThrow(stored, failure.error);

      // No await between this check and the set below: concurrent requests for the key share one load.
      let pending = loading.get(key);
      if (!pending) {
        pending = refresh(key, ttlMs, load, stored).finally(() => loading.delete(key));
        loading.set(key, pending);
      }
      return pending;
    },
  };
}

function lastGoodOrThrow(lastGood: StoredAnswer | undefined, error: UpstreamError): CachedAnswer {
  if (!lastGood) throw error;
  return { body: lastGood.body, stale: true, storedAt: lastGood.storedAt };
}
