import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { TokenService } from './token-service.js';
import type { RedisLink } from '../../plugins/redis.js';
import { createAccessCache } from './access-cache.js';
import { createAccessChanges, type AnnounceAccessChange } from './access-changes.js';
import { createAuthGuards, type AuthGuards } from './guards.js';

export interface AccessDeps {
  db: Database;
  tokens: TokenService;
  now: Clock;
  /** A session unused this long is refused (see session-activity). */
  idleTimeoutMs: number;
  /** When set, access changes reach every instance over pub/sub (a second connection listens). */
  redis: RedisLink | undefined;
  redisKeyPrefix: string;
}

export interface Access {
  guards: AuthGuards;
  /** Handed to every service that changes access, in place of any cache. */
  announceAccessChange: AnnounceAccessChange;
}

/** Makes `request.user` and `request.credential` known to Fastify, and sets up the guards and their cache. */
export function registerAccess(app: FastifyInstance, { redis, redisKeyPrefix, ...deps }: AccessDeps): Access {
  app.decorateRequest('user', null);
  app.decorateRequest('credential', null);
  const changes = createAccessChanges();
  const cache = createAccessCache({
    now: deps.now,
    changes,
    redis: redis && pubSub(app, redis, `${redisKeyPrefix}access-changed`),
  });
  return { guards: createAuthGuards({ ...deps, cache }), announceAccessChange: changes.announce };
}

/** Changes reach every instance over Redis pub/sub; a second connection listens, closed with the app. */
function pubSub(app: FastifyInstance, link: RedisLink, channel: string) {
  const subscriber = link.subscriber();
  app.addHook('onClose', () => {
    subscriber.disconnect();
  });
  return { link, subscriber, channel };
}
