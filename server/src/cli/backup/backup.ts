import { constants, copyFileSync, existsSync, linkSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Refusal, schemaVersion, syncToDisk, type SchemaVersion } from './baseline-file.js';

/** Pages copied per step, between which the server's writes go on: 4 MB of the usual 4 KB pages. */
const PAGES_PER_STEP = 1_000;
/** sqlite3_backup_step's "every page left", in the largest count better-sqlite3 passes on. */
const ALL_PAGES = 0x7fffffff;

export interface BackupRequest {
  /** The live database, as the server finds it. */
  source: string;
  target: string;
  /** Replace the target if it exists. */
  force: boolean;
  /** Tests make steps small to see writes land between them. */
  pagesPerStep?: number;
}

export interface BackupResult {
  file: string;
  bytes: number;
  schema: SchemaVersion;
  /** Whether a write to the live database made SQLite start the copy again (then finished in one step). */
  restarted: boolean;
}

/**
 * A consistent copy of the live database while the server keeps writing, by SQLite's online backup API. The
 * copy goes step by step so the server is never held up long; a write between two steps makes SQLite start
 * over, and the second pass then copies every page in one step (one read transaction), so it always ends.
 * Either way the copy is the database as of one moment: every transaction committed before the pass began,
 * none after. It is written beside the target and moved into place only when whole.
 */
export async function backupDatabase(request: BackupRequest): Promise<BackupResult> {
  const target = path.resolve(request.target);
  if (!existsSync(request.source)) {
    throw new Refusal(`There is no database at ${request.source}: check DATA_DIR (or DATABASE_URL).`);
  }
  if (target === path.resolve(request.source)) throw new Refusal('The backup cannot be the live database itself.');
  if (existsSync(target) && !request.force) {
    throw new Refusal(`${target} already exists: choose another name, or pass --force to replace it.`);
  }
  if (!existsSync(path.dirname(target))) throw new Refusal(`The folder ${path.dirname(target)} does not exist.`);

  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { force: true });
  try {
    const restarted = await copyLive(request.source, partial, request.pagesPerStep ?? PAGES_PER_STEP);
    const schema = finishCopy(partial, target);
    syncToDisk(partial);
    if (request.force) renameSync(partial, target);
    else moveWithoutReplacing(partial, target);
    return { file: target, bytes: statSync(target).size, schema, restarted };
  } finally {
    rmSync(partial, { force: true });
  }
}

async function copyLive(source: string, partial: string, pagesPerStep: number): Promise<boolean> {
  // Read-only: the copy never writes to the live database, not even a checkpoint.
  const live = new SQLite(source, { readonly: true, fileMustExist: true, timeout: 5_000 });
  let restarted = false;
  let remainingBefore = Infinity;
  try {
    await live.backup(partial, {
      progress: ({ remainingPages }) => {
        // SQLite starts over when another connection wrote between two steps: more pages are left than before.
        if (remainingPages > remainingBefore) restarted = true;
        remainingBefore = remainingPages;
        return restarted ? ALL_PAGES : pagesPerStep;
      },
    });
  } finally {
    live.close();
  }
  return restarted;
}

/**
 * Makes the copy a file that stands alone (rollback journal, not WAL: it opens read-only anywhere, and no -wal
 * beside it can be lost) and answers its schema, refusing a live database that is not Baseline's.
 */
function finishCopy(partial: string, target: string): SchemaVersion {
  const copy = new SQLite(partial, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    return schemaVersion(copy, `The database copied to ${target}`);
  } finally {
    copy.close();
  }
}

/**
 * A hard link fails if the name exists, unlike a rename: a file made there meanwhile is never replaced. On a
 * file system without hard links, an exclusive copy does the same.
 */
function moveWithoutReplacing(from: string, to: string): void {
  try {
    try {
      linkSync(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
      copyFileSync(from, to, constants.COPYFILE_EXCL);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new Refusal(`${to} already exists: choose another name, or pass --force to replace it.`);
    }
    throw error;
  }
}
