import { once } from 'node:events';
import { Redis } from 'ioredis';
import { redisUrl, warnSkipped } from './services.js';
import { createRedisLink, REDIS_CLIENT_OPTIONS, type RedisLink, type RedisLog } from '../src/plugins/redis.js';

if (!redisUrl) {
  warnSkipped('TEST_REDIS_URL is not set: the Redis-backed rate-limit tests are SKIPPED.', 'CI must run them.');
}

export interface RateLimitStore {
  name: 'memory' | 'redis';
  /** The app's environment for this store; undefined when the store is not available here. */
  env: Record<string, string> | undefined;
}

/** Both places rate-limit counts can live; the Redis one only when TEST_REDIS_URL names a server. */
export const rateLimitStores: RateLimitStore[] = [
  { name: 'memory', env: {} },
  { name: 'redis', env: redisUrl ? { REDIS_URL: redisUrl } : undefined },
];

/** A Redis client set up as the server sets up its own, and its link, once the connection is ready. */
export async function connectTestRedis(url: string, log: RedisLog = silentLog): Promise<RedisLink> {
  const client = new Redis(url, REDIS_CLIENT_OPTIONS);
  await once(client, 'ready');
  return createRedisLink(client, log);
}

const silentLog: RedisLog = { warn: () => undefined, info: () => undefined };
