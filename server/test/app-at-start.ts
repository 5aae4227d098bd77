import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { backfillSearchIndex } from '../src/search-backfill.js';
import { createTennisData } from '../src/features/tennis/tennis-sources.js';
import { systemClock } from '../src/lib/clock.js';
import { withSchemaLock, type TestApp } from './build-app.js';

/**
 * The app over a database that already exists (restored from a backup, or left by an older release), started
 * as main.ts starts the server: migrate what is missing, index for search what is not yet indexed, then serve.
 * Over the handle given, which stays open at close; otherwise over the configured database, closed with it.
 */
export async function startAppOn(config: Config, given?: DatabaseHandle): Promise<TestApp> {
  const database: DatabaseHandle = given ?? openDatabase(config.database, { poolSize: 4 });
  const closeDatabase = async () => {
    if (!given) await database.db.destroy();
  };
  const redisKeyPrefix = `started_${randomBytes(6).toString('hex')}:`;
  try {
    // Under the test schemas' lock, as every test's migration: a parallel test dropping its schema meanwhile
    // made this one fail ("schema … does not exist", a PostgreSQL CI run of upgrade-from-1.0.0.test.ts).
    if (config.database.kind === 'postgres') await withSchemaLock(config, 'shared', () => migrateToLatest(database));
    else await migrateToLatest(database);
    const tournaments = createTennisData(config.tennis, {
      now: systemClock,
      log: pino({ level: 'silent' }),
      redis: undefined,
      redisKeyPrefix,
    });
    await backfillSearchIndex({ db: database.db, tournaments, warn: () => undefined });
    const app = await buildApp({ config, database, logger: false, redisKeyPrefix });
    await app.ready();
    return {
      app,
      config,
      database,
      redisKeyPrefix,
      async close() {
        await app.close();
        await closeDatabase();
      },
    };
  } catch (error) {
    await closeDatabase();
    throw error;
  }
}
