import type { Redis } from 'ioredis';
import type { SubscriptionTerm } from '../features/access/access.repo.js';
import type { User } from '../features/users/users.repo.js';
import { setBounded } from '../lib/bounded-map.js';
import type { Clock } from '../lib/clock.js';
import type { SessionClaims } from '../lib/tokens.js';
import type { RedisLink } from './redis.js';

/**
 * The longest a change may go unseen by an instance: a revoked token, a changed password or an ended
 * subscription is refused at most this long after the change even if the instance never hears of it
 * (a lost Redis message). Changes made through this instance, or announced over Redis, are seen at once.
 */
export const ACCESS_CACHE_TTL_MS = 5_000;

/** Enough for every session of a busy instance; the oldest entries make room for new ones. */
const MAX_ENTRIES = 20_000;

/** What the guards read for a user on every request: the user row and their subscription term. */
export interface AccessState {
  user: User | undefined;
  term: SubscriptionTerm | undefined;
}

/** Where the services announce the changes that end a session or a subscriber's access. */
export interface AccessChanges {
  /** A token was revoked (logout). */
  tokenRevoked(jti: string): void;
  /** The user's password, token version or account changed. */
  userChanged(userId: string): void;
  /** A subscription changed; snapshots name the provider's customer, so every user's state is forgotten. */
  subscriptionsChanged(): void;
}

export interface AccessCache extends AccessChanges {
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
 * Verified tokens and each user's access state, held in memory so the guards cost no database read on
 * most requests. Entries live ACCESS_CACHE_TTL_MS; every announced change drops what it affects here and,
 * through Redis pub/sub, on every other instance.
 */
export function createAccessCache({ now, redis }: AccessCacheOptions): AccessCache {
  const claims = new Map<string, SessionClaims>();
  const states = new Map<string, Entry<AccessState>>();
  const revocations = new Map<string, Entry<boolean>>();
  // Raised by every change: a load that began before a change must not store what it read.
  let generation = 0;

  async function cached<T>(map: Map<string, Entry<T>>, key: string, load: (key: string) => Promise<T>): Promise<T> {
    const time = now();
    const hit = map.get(key);
    if (hit && time - hit.loadedAt < ACCESS_CACHE_TTL_MS && hit.loadedAt <= time) return hit.value;
    return loadAndKeep(map, key, load);
  }

  async function loadAndKeep<T>(
    map: Map<string, Entry<T>>,
    key: string,
    load: (key: string) => Promise<T>,
  ): Promise<T> {
    const time = now();
    const startedAt = generation;
    const value = await load(key);
    if (generation === startedAt) setBounded(map, key, { value, loadedAt: time }, MAX_ENTRIES);
    return value;
  }

  function apply(message: string) {
    generation += 1;
    const [kind, key = ''] = message.split(':', 2);
    if (kind === 'token') revocations.delete(key);
    else if (kind === 'user') states.delete(key);
    else states.clear();
  }

  function announce(message: string) {
    apply(message);
    if (!redis) return;
    const { link, channel } = redis;
    void link.withFallback(
      () => link.client.publish(channel, message),
      () => 0,
    );
  }

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
      if (verified) setBounded(claims, token, verified, MAX_ENTRIES);
      return verified;
    },
    state: (userId, load) => cached(states, userId, load),
    reloadState: (userId, load) => loadAndKeep(states, userId, load),
    isRevoked: (jti, load) => cached(revocations, jti, load),
    tokenRevoked(jti) {
      announce(`token:${jti}`);
    },
    userChanged(userId) {
      announce(`user:${userId}`);
    },
    subscriptionsChanged() {
      announce('all');
    },
  };
}
