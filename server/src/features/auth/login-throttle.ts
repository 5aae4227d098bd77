import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

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

export function createLoginThrottle(redis: Redis | undefined, keyPrefix: string): LoginThrottle {
  const limiter = (name: string, limit: { points: number; duration: number }): RateLimiterAbstract => {
    const options = { ...limit, keyPrefix: `${keyPrefix}login-failures:${name}` };
    return redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
  };
  const byAccount = limiter('account', ACCOUNT_FAILURE_LIMIT);
  const byAddress = limiter('address', ADDRESS_FAILURE_LIMIT);

  return {
    async retryAfterMs(account, address) {
      const [accountState, addressState] = await Promise.all([byAccount.get(account), byAddress.get(address)]);
      return Math.max(
        blockedForMs(accountState, ACCOUNT_FAILURE_LIMIT.points),
        blockedForMs(addressState, ADDRESS_FAILURE_LIMIT.points),
      );
    },
    async recordFailure(account, address) {
      await Promise.all([consumeOne(byAccount, account), consumeOne(byAddress, address)]);
    },
    async recordSuccess(account) {
      await byAccount.delete(account);
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
