import { CompiledQuery } from 'kysely';
import type { Database } from '../../db/database.js';
import { pendingMigrations } from '../../db/migrate.js';
import type { RedisLink } from '../../plugins/redis.js';

export interface ReadinessDeps {
  db: Database;
  redis: RedisLink | undefined;
}

/** What is wrong, one sentence per failed check; none when the instance is ready for traffic. */
export function checkReadiness({ db, redis }: ReadinessDeps): () => Promise<string[]> {
  // Migrations are never undone under a running server: once all are seen applied, that stays true.
  let migrated = false;

  const database = async (): Promise<string[]> => {
    try {
      // Already compiled: building and compiling even `select 1` through Kysely cost more than SQLite's answer.
      await db.executeQuery(CompiledQuery.raw('select 1'));
    } catch {
      return ['The database is not answering.'];
    }
    if (migrated) return [];
    const pending = await pendingMigrations(db);
    migrated = pending.length === 0;
    return migrated ? [] : [`Database migrations are not applied: ${pending.join(', ')}.`];
  };
  const sharedCache = async (): Promise<string[]> => {
    if (!redis) return [];
    try {
      await redis.client.ping();
      return [];
    } catch {
      return ['Redis is not answering.'];
    }
  };

  return async () => (await Promise.all([database(), sharedCache()])).flat();
}
