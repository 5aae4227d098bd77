import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.js';
import { securityLog } from '../lib/security-log.js';
import { fallbackRateLimitStore } from './rate-limit-store.js';
import type { RedisLink } from './redis.js';

/** Requests per client address on the routes that let anyone knock on the door. */
export const ROUTE_RATE_LIMITS = {
  login: { max: 30, timeWindow: '1 minute' },
  registerRequest: { max: 10, timeWindow: '15 minutes' },
  forgotPassword: { max: 5, timeWindow: '15 minutes' },
  resetPassword: { max: 10, timeWindow: '15 minutes' },
} satisfies Record<string, RateLimitOptions>;

/**
 * Limits apply only where a route's `config.rateLimit` asks; counts live in Redis when there is one,
 * so every server instance shares them, and in memory otherwise (or while Redis is down).
 */
export async function registerRateLimit(app: FastifyInstance, redis: RedisLink | undefined, keyPrefix: string) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: fallbackRateLimitStore(redis, `${keyPrefix}rate-limit:`) } : {}),
    // The plugin has already set Retry-After (seconds); the message says the same in words.
    errorResponseBuilder: (request, context) => {
      const message = `Too many requests. Please try again in ${context.after}.`;
      securityLog(request)('rate-limit.refused', { status: 429, reason: message });
      return new HttpError(429, message);
    },
  });
}
