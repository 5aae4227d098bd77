import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisLink } from '../../plugins/redis.js';

/** Failed logins allowed per account (user id, or the name typed when no such user exists) in its window. */
export const ACCOUNT_FAILURE_LIMIT = { points: 10, duration: 15 * 60 };
/** Failed logins allowed from one address in its window: high, as many people may share one address. */
export const ADDRESS_FAILURE_LIMIT = { points: 100, duration: 60 * 60 };

/**
 * Counts failed logins only, so a person who types their password right is never slowed down, and a
 * success clears their account's count.
 */
export interface LoginThrottle {
  /** Milliseconds until this account and address may try again; 0 when they may now. */
  retryAfterMs(account: string, address: string): Promise<number>;
  recordFailure(account: string, address: string): Promise<void>;
  recordSuccess(account: string): Promise<void>;
}

/** Counts in Redis when there is one (shared by every instance); in memory without it, or while it is down. */
export function createLoginThrottle(redis: RedisLink | undefined, keyPrefix: string): LoginThrottle {
  const counters = (name: string, limit: { points: number; duration: number }) => {
    const options = { ...limit, keyPrefix: `${keyPrefix}login-failures:${name}` };
    const local = new RateLimiterMemory(options);
    const shared = redis && new RateLimiterRedis({ ...options, storeClient: redis.client });
    return <T>(use: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> =>
      redis && shared
        ? redis.withFallback(
            () => use(shared),
            () => use(local),
          )
        : use(local);
  };
  const byAccount = counters('account', ACCOUNT_FAILURE_LIMIT);
  const byAddress = counters('address', ADDRESS_FAILURE_LIMIT);

  return {
    async retryAfterMs(account, address) {
      const [accountState, addressState] = await Promise.all([
        byAccount((limiter) => limiter.get(account)),
        byAddress((limiter) => limiter.get(address)),
      ]);
      return Math.max(
        blockedForMs(accountState, ACCOUNT_FAILURE_LIMIT.points),
        blockedForMs(addressState, ADDRESS_FAILURE_LIMIT.points),
      );
    },
    async recordFailure(account, address) {
      await Promise.all([
        byAccount((limiter) => consumeOne(limiter, account)),
        byAddress((limiter) => consumeOne(limiter, address)),
      ]);
    },
    async recordSuccess(account) {
      await byAccount((limiter) => limiter.delete(account));
    },
  };
}

function blockedForMs(state: RateLimiterRes | null, limit: number): number {
  return state && state.consumedPoints >= limit ? state.msBeforeNext : 0;
}

/** Counts one failure; going over the limit is expected here (the next attempt is refused), not an error. */
async function consumeOne(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}
