import { once } from 'node:events';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';
import { lazyModule } from '../lib/lazy-module.js';

const loadIoredis = lazyModule('ioredis');

/**
 * How long a command may take before Redis counts as unavailable. Generous, because a loaded machine can
 * hold a reply up for seconds: only the requests in flight when Redis hangs wait this long, as the next
 * ones go to memory at once until a probe finds Redis answering again.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 5_000;
/** While Redis is thought down, how often it is pinged to find out when it answers again. */
export const REDIS_PROBE_INTERVAL_MS = 1_000;

/**
 * Commands fail at once while the connection is down instead of queueing, and after a time-out when Redis
 * hangs; the client reconnects in the background (every 2 s at most) and says so with 'ready'.
 */
export const REDIS_CLIENT_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 5_000,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
};

/**
 * The shared Redis, and whether to use it now. Every use (rate limits, login throttling, caches, pub/sub)
 * has a counterpart in this instance's memory and goes there while Redis is down: the outage is logged once,
 * and so is its end, after which Redis is used again.
 */
export interface RedisLink {
  client: Redis;
  /** True while the connection is up and Redis answers. */
  isUp(): boolean;
  /** `shared` on Redis while it is up; otherwise, or when it fails, `local` on this instance's memory. */
  withFallback<T>(shared: () => Promise<T>, local: () => T | Promise<T>): Promise<T>;
  /** Records a failed command: memory is used until Redis answers a probe, and the outage is logged if new. */
  failed(error: unknown): void;
  /** A second connection for SUBSCRIBE, which waits for Redis and subscribes again after each reconnect. */
  subscriber(): Redis;
  /** Stops probing (the app is closing). */
  close(): void;
}

export type RedisLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

export function createRedisLink(client: Redis, log: RedisLog): RedisLink {
  let outage = false;
  let probe: NodeJS.Timeout | undefined;

  const recovered = () => {
    clearInterval(probe);
    probe = undefined;
    if (!outage) return;
    outage = false;
    log.info('Redis is back: rate limits, login throttling and caches are shared through it again');
  };
  const failed = (error: unknown) => {
    if (!outage) {
      outage = true;
      log.warn(
        { err: error },
        "Redis is unavailable: rate limits, login throttling and caches use this instance's memory until it returns",
      );
    }
    probe ??= setInterval(() => {
      if (client.status === 'ready') client.ping().then(recovered, () => undefined);
    }, REDIS_PROBE_INTERVAL_MS).unref();
  };

  client.on('error', failed);
  client.on('ready', recovered);
  const isUp = () => client.status === 'ready' && !outage;

  return {
    client,
    isUp,
    async withFallback(shared, local) {
      if (!isUp()) return local();
      try {
        return await shared();
      } catch (error) {
        failed(error);
        return local();
      }
    },
    failed,
    subscriber() {
      const subscriber = client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
      subscriber.on('error', failed);
      return subscriber;
    },
    close() {
      clearInterval(probe);
    },
  };
}

/**
 * The app's Redis connection, closed with the app. The app is ready once it is connected, or has failed to
 * connect (its first requests then count in memory until Redis comes).
 */
export function connectRedis(app: FastifyInstance, url: string): RedisLink {
  const client = new (loadIoredis().Redis)(url, REDIS_CLIENT_OPTIONS);
  const link = createRedisLink(client, app.log);
  app.addHook('onReady', async () => {
    if (client.status === 'ready') return;
    await Promise.race([once(client, 'ready'), once(client, 'error')]).catch(() => undefined);
  });
  app.addHook('onClose', async () => {
    link.close();
    client.removeAllListeners('error');
    client.on('error', () => undefined);
    await client.quit().catch(() => {
      client.disconnect();
    });
  });
  return link;
}
