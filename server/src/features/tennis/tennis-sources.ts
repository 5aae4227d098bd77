import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { RedisLink } from '../../plugins/redis.js';
import { createAnswerCache } from './cache/answer-cache.js';
import { layeredAnswerStore, memoryAnswerStore, redisAnswerStore } from './cache/answer-stores.js';
import { createDemoData } from './demo/demo-data.js';
import type { TennisData } from './tennis-data.js';
import { createUpstreamData } from './upstream/upstream-data.js';

export interface TennisSourceDeps {
  now: Clock;
  log: FastifyBaseLogger;
  /** When set, the upstream's answers are cached there, shared by every instance. */
  redis: RedisLink | undefined;
  redisKeyPrefix: string;
}

/** The source the configuration names (TENNIS_SOURCE): the offline demo season unless told otherwise. */
export function createTennisData(
  config: Config['tennis'],
  { now, log, redis, redisKeyPrefix }: TennisSourceDeps,
): TennisData {
  if (config.source === 'demo') return createDemoData(now, config.today);
  const memory = memoryAnswerStore();
  const store = redis ? layeredAnswerStore(memory, redisAnswerStore(redis, redisKeyPrefix), now) : memory;
  return createUpstreamData({
    urls: { calendarUrl: config.calendarUrl, drawsUrl: config.drawsUrl },
    timeoutMs: config.timeoutMs,
    cache: createAnswerCache({ store, now, log }),
    now,
    log,
  });
}
