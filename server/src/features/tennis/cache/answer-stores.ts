import { LRUCache } from 'lru-cache';
import type { Clock } from '../../../lib/clock.js';
import type { RedisLink } from '../../../plugins/redis.js';
import type { AnswerStore, StoredAnswer } from './answer-cache.js';

/** Enough for every tournament of a season and its draws; the least recently used answer goes first. */
const MEMORY_ENTRIES = 2_000;

/** This process's memory: the least recently used answer goes first beyond `maxEntries`. */
export function memoryAnswerStore(maxEntries = MEMORY_ENTRIES): AnswerStore {
  const entries = new LRUCache<string, StoredAnswer>({ max: maxEntries });
  return {
    get: (key) => Promise.resolve(entries.get(key)),
    set(key, answer) {
      entries.set(key, answer);
      return Promise.resolve();
    },
  };
}

/** How long Redis keeps an answer past its freshness, as the last good copy for an upstream outage. */
export const REDIS_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

interface RedisHeader {
  storedAt: number;
  freshUntil: number;
  empty: boolean;
}

/**
 * Redis, shared by every instance: one key per answer holding a one-line JSON header, a newline, then the
 * answer's bytes as they are sent. While Redis is down (logged once by the link) it counts as a miss and a
 * write goes nowhere: it never fails a request.
 */
export function redisAnswerStore(redis: RedisLink, keyPrefix: string): AnswerStore {
  const keyOf = (key: string) => `${keyPrefix}tennis:${key}`;
  return {
    get: (key) =>
      redis.withFallback(
        async () => {
          const value = await redis.client.getBuffer(keyOf(key));
          return value ? decode(value) : undefined;
        },
        () => undefined,
      ),
    set: (key, answer) =>
      redis.withFallback(
        async () => {
          await redis.client.set(keyOf(key), encode(answer), 'PX', REDIS_RETENTION_MS);
        },
        () => undefined,
      ),
  };
}

function encode({ body, storedAt, freshUntil }: StoredAnswer): Buffer {
  const header: RedisHeader = { storedAt, freshUntil, empty: body === null };
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), body ?? Buffer.alloc(0)]);
}

function decode(value: Buffer): StoredAnswer | undefined {
  const newline = value.indexOf(0x0a);
  if (newline < 0) return undefined;
  const header = JSON.parse(value.subarray(0, newline).toString('utf8')) as RedisHeader;
  return {
    body: header.empty ? null : value.subarray(newline + 1),
    storedAt: header.storedAt,
    freshUntil: header.freshUntil,
  };
}

/**
 * This process's memory in front of Redis: a fresh answer is served from memory, without fetching its bytes
 * from Redis on every request; past its freshness Redis is asked, where another instance may have put a newer
 * one. Both hold the same freshness, set by whichever instance loaded the answer.
 */
export function layeredAnswerStore(memory: AnswerStore, shared: AnswerStore, now: Clock): AnswerStore {
  return {
    async get(key) {
      const local = await memory.get(key);
      if (local && now() < local.freshUntil) return local;
      const answer = await shared.get(key);
      if (answer) await memory.set(key, answer);
      return answer ?? local;
    },
    async set(key, answer) {
      await Promise.all([memory.set(key, answer), shared.set(key, answer)]);
    },
  };
}
