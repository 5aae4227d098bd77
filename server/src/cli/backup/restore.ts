import { copyFileSync, existsSync, linkSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  checkIntegrity,
  isSqliteFile,
  Refusal,
  schemaVersion,
  syncToDisk,
  type SchemaVersion,
} from './baseline-file.js';
import { createDirectory } from '../../lib/create-directory.js';
import { ensureNotInUse, lockLiveDatabase } from './exclusive-lock.js';

export interface RestoreRequest {
  backup: string;
  /** The live database, as the server finds it. */
  live: string;
  /** Names the file the replaced database is kept in. */
  now: () => number;
}

export interface RestoreResult {
  schema: SchemaVersion;
  /** Where the database it replaced was kept; undefined when there was none. */
  keptAs: string | undefined;
}

/**
 * Puts a backup in place of the live database, with the server stopped. The backup is copied beside the live
 * database and checked there (SQLite, Baseline's tables, a schema this code knows, integrity_check), so a
 * refusal changes nothing. The live database is locked, folded into one file, and kept under a second name
 * (a hard link); the checked copy then replaces it in one rename, so at every moment the database's name is
 * either the old database whole or the new one whole.
 */
export function restoreDatabase(request: RestoreRequest): RestoreResult {
  const backup = path.resolve(request.backup);
  if (!existsSync(backup)) throw new Refusal(`There is no file at ${backup}.`);
  if (!isSqliteFile(backup)) throw new Refusal(`${backup} is not a SQLite database. Nothing was changed.`);
  // Refused before the copy too, so that an operator who forgot the server hears so at once.
  if (existsSync(request.live)) ensureNotInUse(request.live);

  // A DATA_DIR the server has not made yet: the restore is its first database.
  createDirectory(path.dirname(request.live));
  const stamp = new Date(request.now()).toISOString().replace(/[:.]/g, '-');
  const staging = `${request.live}.restoring-${stamp}`;
  try {
    copyFileSync(backup, staging);
    const schema = checkCopy(staging, backup);
    syncToDisk(staging);
    const keptAs = existsSync(request.live) ? `${request.live}.before-restore-${stamp}` : undefined;
    const lock = keptAs === undefined ? undefined : lockLiveDatabase(request.live);
    try {
      if (keptAs !== undefined) keepAside(request.live, keptAs);
      setAsideLeftovers(request.live, keptAs ?? `${request.live}.before-restore-${stamp}`);
      renameSync(staging, request.live);
      syncToDisk(path.dirname(request.live));
    } finally {
      lock?.close();
    }
    return { schema, keptAs };
  } finally {
    rmSync(staging, { force: true });
  }
}

/** The staged copy checked whole; left in rollback-journal mode so it is one file until the server opens it. */
function checkCopy(staging: string, shownAs: string): SchemaVersion {
  let db: SQLite.Database;
  try {
    db = new SQLite(staging, { fileMustExist: true });
    db.pragma('journal_mode = DELETE');
  } catch (error) {
    throw new Refusal(`${shownAs} cannot be opened as a database (${(error as Error).message}). Nothing was changed.`);
  }
  try {
    checkIntegrity(db, shownAs);
    return schemaVersion(db, shownAs);
  } finally {
    db.close();
  }
}

/** The replaced database under a second name; a copy where the file system has no hard links. */
function keepAside(live: string, keptAs: string): void {
  try {
    linkSync(live, keptAs);
  } catch {
    copyFileSync(live, keptAs);
  }
}

/**
 * No file beside the live name may meet the new database. A -wal (the lock folded it into the database, so
 * none should be left) would be replayed into it: it is kept beside the old database. The -shm is only an
 * index of the -wal, and the -journal the lock's own, spent (in exclusive locking mode SQLite zeroes a
 * journal rather than deleting it; a crashed writer's was rolled back when the lock was taken): both go.
 */
function setAsideLeftovers(live: string, keptAs: string): void {
  if (existsSync(`${live}-wal`)) renameSync(`${live}-wal`, `${keptAs}-wal`);
  rmSync(`${live}-shm`, { force: true });
  rmSync(`${live}-journal`, { force: true });
}
