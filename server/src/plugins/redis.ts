import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { lazyModule } from '../lib/lazy-module.js';

const loadIoredis = lazyModule('ioredis');

/** One Redis connection shared by the rate limits, closed with the app. */
export function connectRedis(app: FastifyInstance, url: string): Redis {
  // Fail a command quickly rather than queue it for ever: a login must not hang on a lost Redis.
  const redis = new (loadIoredis().Redis)(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  redis.on('error', (error: Error) => {
    app.log.warn({ err: error }, 'redis connection error');
  });
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return redis;
}
