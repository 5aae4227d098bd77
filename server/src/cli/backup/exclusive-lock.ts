import SQLite from 'better-sqlite3';
import { Refusal } from './baseline-file.js';

/**
 * The live database, locked against every other connection: while any process has it open (a running
 * server, the admin CLI, a sqlite3 shell), SQLite's own file locks make this fail at once. The operating
 * system drops a process's locks when it ends, however it ends, so a crashed server leaves nothing behind
 * that blocks a restore: there is no pid file to go stale.
 *
 * The connection keeps the lock (locking_mode EXCLUSIVE) until it is closed, so a server started meanwhile
 * waits on it and gives up rather than opening the file that is about to be replaced. The database is
 * checkpointed and taken out of WAL mode, so that the file alone holds every committed transaction (those of
 * a server killed mid-write too) and no -wal file is left for the new database to pick up.
 */
export function lockLiveDatabase(file: string): SQLite.Database {
  const db = exclusiveConnection(file);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('journal_mode = DELETE');
  return db;
}

/** Refuses, changing nothing, while any other process has the database open. */
export function ensureNotInUse(file: string): void {
  exclusiveConnection(file).close();
}

function exclusiveConnection(file: string): SQLite.Database {
  const db = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new Refusal(
        `The database ${file} is in use: stop the server (and any admin command) first, then restore. ` +
          'Nothing was changed.',
      );
    }
    throw error;
  }
  return db;
}
