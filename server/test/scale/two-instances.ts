import { buildApp } from '../../src/app.js';
import { openDatabase, type DialectName } from '../../src/db/database.js';
import { createTestDatabase, type TestApp } from '../build-app.js';
import { redisUrl, warnSkipped } from '../services.js';

if (!redisUrl) {
  warnSkipped(
    'TEST_REDIS_URL is not set: the two-instance tests (server/test/scale) are SKIPPED.',
    'CI must run them.',
  );
}

/** Whether the two-instance suites can run here: they need a Redis server. */
export const sharedRedisAvailable = Boolean(redisUrl);

export interface TwoInstances {
  a: TestApp;
  b: TestApp;
  close: () => Promise<void>;
}

/**
 * Two server instances as a deployment runs them behind a load balancer: each app with its own connection
 * pool to one database (the same SQLite file, or the same PostgreSQL schema) and its own connections to one
 * Redis, under the same key prefix.
 */
export async function startTwoInstances(dialect: DialectName): Promise<TwoInstances> {
  const shared = await createTestDatabase(dialect, { REDIS_URL: redisUrl ?? '' });
  const closers: (() => Promise<void>)[] = [() => shared.close()];
  const instance = async (): Promise<TestApp> => {
    const database = openDatabase(
      shared.config.database,
      dialect === 'postgres' ? { searchPath: shared.name, poolSize: 4 } : {},
    );
    closers.push(() => database.db.destroy());
    const app = await buildApp({ config: shared.config, database, logger: false, redisKeyPrefix: `${shared.name}:` });
    closers.push(() => app.close());
    await app.ready();
    return { app, config: shared.config, database, redisKeyPrefix: `${shared.name}:`, close: () => app.close() };
  };
  try {
    const a = await instance();
    const b = await instance();
    return { a, b, close: () => closeAll(closers) };
  } catch (error) {
    await closeAll(closers);
    throw error;
  }
}

/** In reverse order of opening: the apps, then their pools, then the database itself. */
async function closeAll(closers: (() => Promise<void>)[]) {
  for (const close of closers.reverse()) await close();
}
