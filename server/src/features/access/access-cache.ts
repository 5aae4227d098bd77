import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../lib/clock.js';
import type { SessionClaims } from './token-service.js';
import type { RedisLink } from '../../plugins/redis.js';
import type { AccessChange, AccessChanges } from './access-changes.js';
import type { AccessUser, SubscriptionTerm } from './access.repo.js';

/**
 * The longest a change may go unseen by an instance: a revoked token, a changed password or an ended
 * subscription is refused at most this long after the change even if the instance never hears of it
 * (a lost Redis message). Changes made through this instance, or announced over Redis, are seen at once.
 */
export const ACCESS_CACHE_TTL_MS = 5_000;

/** Enough for every session of a busy instance; the least recently used make room for new ones. */
const MAX_ENTRIES = 20_000;

/** What the guards read for a user on every request: the user row and their subscription term. */
export interface AccessState {
  user: AccessUser | undefined;
  term: SubscriptionTerm | undefined;
}

export interface AccessCache {
  /** The claims of a token whose signature was verified before, while it has not expired. */
  claims(
    token: string,
    verify: (token: string) => Promise<SessionClaims | undefined>,
  ): Promise<SessionClaims | undefined>;
  state(userId: string, load: (userId: string) => Promise<AccessState>): Promise<AccessState>;
  /** Reads the user's state afresh and keeps it: for a refusal that a change not yet heard of may lift. */
  reloadState(userId: string, load: (userId: string) => Promise<AccessState>): Promise<AccessState>;
  isRevoked(jti: string, load: (jti: string) => Promise<boolean>): Promise<boolean>;
}

export interface AccessCacheOptions {
  now: Clock;
  /** Every change announced here drops what it affects, on this instance and (with Redis) on every other. */
  changes: Pick<AccessChanges, 'listen'>;
  /**
   * When set, changes are announced to (and heard from) every instance on this Redis channel. While Redis is
   * down nothing is announced, and what was kept is forgotten when it returns (messages may have been missed).
   */
  redis?: { link: RedisLink; subscriber: Redis; channel: string };
}

interface Entry<T> {
  value: T;
  loadedAt: number;
}

/**
 * What an instance announces to the others: `token:<jti>`, `user:<id>`, or `all` for a subscription (snapshots
 * name the provider's customer, so every user's state is forgotten).
 */
function messageFor(change: AccessChange): string {
  if (change.kind === 'token-revoked') return `token:${change.jti}`;
  if (change.kind === 'subscription-changed') return 'all';
  return `user:${change.userId}`;
}

/**
 * Verified tokens and each user's access state, held in memory so the guards cost no database read on
 * most requests. Entries live ACCESS_CACHE_TTL_MS; every announced change drops what it affects here and,
 * through Redis pub/sub, on every other instance.
 */
export function createAccessCache({ now, changes, redis }: AccessCacheOptions): AccessCache {
  const claims = new LRUCache<string, SessionClaims>({ max: MAX_ENTRIES });
  const states = new LRUCache<string, Entry<AccessState>>({ max: MAX_ENTRIES });
  const revocations = new LRUCache<string, Entry<boolean>>({ max: MAX_ENTRIES });
  // Raised by every change: a load that began before a change must not store what it read.
  let generation = 0;

  async function cached<T>(
    map: LRUCache<string, Entry<T>>,
    key: string,
    load: (key: string) => Promise<T>,
  ): Promise<T> {
    const time = now();
    const hit = map.get(key);
    // Aged on the injected clock rather than by lru-cache's TTL, whose clock a timer coarsens.
    if (hit && time - hit.loadedAt < ACCESS_CACHE_TTL_MS && hit.loadedAt <= time) return hit.value;
    return loadAndKeep(map, key, load);
  }

  async function loadAndKeep<T>(
    map: LRUCache<string, Entry<T>>,
    key: string,
    load: (key: string) => Promise<T>,
  ): Promise<T> {
    const time = now();
    const startedAt = generation;
    const value = await load(key);
    if (generation === startedAt) map.set(key, { value, loadedAt: time });
    return value;
  }

  function apply(message: string) {
    generation += 1;
    const [kind, key = ''] = message.split(':', 2);
    if (kind === 'token') revocations.delete(key);
    else if (kind === 'user') states.delete(key);
    else states.clear();
  }

  changes.listen((change) => {
    const message = messageFor(change);
    apply(message);
    if (!redis) return;
    const { link, channel } = redis;
    void link.withFallback(
      () => link.client.publish(channel, message),
      () => 0,
    );
  });

  if (redis) {
    redis.subscriber.on('message', (channel: string, message: string) => {
      if (channel === redis.channel) apply(message);
    });
    redis.subscriber.on('ready', () => {
      apply('all');
      revocations.clear();
    });
    redis.subscriber.subscribe(redis.channel).catch((error: unknown) => {
      redis.link.failed(error);
    });
  }

  return {
    async claims(token, verify) {
      const known = claims.get(token);
      if (known) return known.exp * 1000 > now() ? known : undefined;
      const verified = await verify(token);
      if (verified) claims.set(token, verified);
      return verified;
    },
    state: (userId, load) => cached(states, userId, load),
    reloadState: (userId, load) => loadAndKeep(states, userId, load),
    isRevoked: (jti, load) => cached(revocations, jti, load),
  };
}
