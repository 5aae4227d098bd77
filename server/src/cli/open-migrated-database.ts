import { existsSync } from 'node:fs';
import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { pendingMigrations } from '../db/migrate.js';

/** The database is missing, unreachable or not migrated: nothing the command could do was done. */
export class DatabaseNotReady extends Error {}

const RUN_SERVER_FIRST = 'Start the server once (npm start), which migrates it, then try again.';

/**
 * Opens the server's database only if the server has migrated it to this code's schema. It never creates
 * or migrates anything itself: an operator's command must not change the schema under running servers.
 */
export async function openMigratedDatabase(database: Config['database']): Promise<DatabaseHandle> {
  // Opening a missing SQLite file would create an empty one.
  if (database.kind === 'sqlite' && database.file !== ':memory:' && !existsSync(database.file)) {
    throw new DatabaseNotReady(`There is no database at ${database.file}. ${RUN_SERVER_FIRST}`);
  }
  const handle = openDatabase(database, { poolSize: 2 });
  try {
    const pending = await pendingMigrations(handle.db);
    if (pending.length > 0) {
      const where = database.kind === 'sqlite' ? `at ${database.file}` : 'at DATABASE_URL';
      throw new DatabaseNotReady(
        `The database ${where} is not migrated (${pending.length} migration(s) to run, from ${pending[0]}). ` +
          `${RUN_SERVER_FIRST} This command never migrates the database itself.`,
      );
    }
    return handle;
  } catch (error) {
    await handle.db.destroy();
    if (error instanceof DatabaseNotReady) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseNotReady(`Cannot read the database: ${reason}`);
  }
}
