import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisLink } from './redis.js';

type Counted = { current: number; ttl: number };
/** What the plugin passes a store's constructor (its global options, of which the stores read two). */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}
type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type Child = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The plugin's Redis store while Redis is up, its memory store otherwise: during an outage each instance
 * counts on its own (a client may get up to one limit per instance), which beats refusing or failing logins.
 */
export function fallbackRateLimitStore(link: RedisLink, nameSpace: string): FastifyRateLimitStoreCtor {
  return class FallbackStore implements FastifyRateLimitStore {
    private readonly shared: FastifyRateLimitStore;
    private readonly local: FastifyRateLimitStore;

    constructor(options: StoreOptions, children?: { shared: FastifyRateLimitStore; local: FastifyRateLimitStore }) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      this.shared = children?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, link.client, nameSpace);
      this.local = children?.local ?? new LocalStore(continueExceeding, exponentialBackoff);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      const count = (store: FastifyRateLimitStore) =>
        new Promise<Counted>((resolve, reject) => {
          store.incr(
            key,
            (error, result) => {
              if (result) resolve(result);
              else reject(error ?? new Error('The rate-limit store gave no count.'));
            },
            timeWindow,
            max,
          );
        });
      link
        .withFallback(
          () => count(this.shared),
          () => count(this.local),
        )
        .then(
          (result) => {
            callback(null, result);
          },
          (error: unknown) => {
            callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
    }

    child(routeOptions: Child) {
      return new FallbackStore({}, { shared: this.shared.child(routeOptions), local: this.local.child(routeOptions) });
    }
  };
}
