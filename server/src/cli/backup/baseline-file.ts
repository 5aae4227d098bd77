import { closeSync, fsyncSync, openSync, readSync } from 'node:fs';
import type SQLite from 'better-sqlite3';
import { knownMigrations } from '../../db/migrate.js';

/** A file the command will not take, with the sentence that says why. */
export class Refusal extends Error {}

/** Every SQLite database file begins with these 16 bytes (sqlite.org/fileformat.html, "The Database Header"). */
const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

/** Tables every Baseline schema has had since its first migration. */
const BASELINE_TABLES = ['kysely_migration', 'users', 'diary_entries'];

/** How many of integrity_check's findings a refusal names. */
const PROBLEMS_SHOWN = 3;

export interface SchemaVersion {
  /** The newest migration the database has run (undefined: none). */
  latest: string | undefined;
  applied: number;
  /** Known migrations it has not run yet: the server runs them at its next start. */
  pending: string[];
}

export function isSqliteFile(file: string): boolean {
  const header = Buffer.alloc(SQLITE_MAGIC.length);
  const fd = openSync(file, 'r');
  try {
    return readSync(fd, header, 0, header.length, 0) === header.length && header.equals(SQLITE_MAGIC);
  } finally {
    closeSync(fd);
  }
}

/** `PRAGMA integrity_check` on the whole file; a Refusal naming the first problems unless it says ok. */
export function checkIntegrity(db: SQLite.Database, shownAs: string): void {
  let problems: string[];
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    problems = rows.map((row) => row.integrity_check).filter((result) => result !== 'ok');
  } catch (error) {
    problems = [error instanceof Error ? error.message : String(error)];
  }
  if (problems.length > 0) {
    throw new Refusal(
      `${shownAs} is damaged (PRAGMA integrity_check: ${problems.slice(0, PROBLEMS_SHOWN).join('; ')}). ` +
        'Nothing was changed; restore another backup.',
    );
  }
}

/**
 * The schema a Baseline database is at. Refuses one without Baseline's tables, and one that has run a
 * migration this code does not know: a newer release's, whose tables this server would misread.
 */
export function schemaVersion(db: SQLite.Database, shownAs: string): SchemaVersion {
  const tables = new Set(
    (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
      (row) => row.name,
    ),
  );
  const missing = BASELINE_TABLES.filter((table) => !tables.has(table));
  if (missing.length > 0) {
    throw new Refusal(
      `${shownAs} is a SQLite database but not a Baseline one (it has no ${missing.join(', ')} table). Nothing was changed.`,
    );
  }
  const applied = (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map(
    (row) => row.name,
  );
  const known = new Set(knownMigrations);
  const unknown = applied.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Refusal(
      `${shownAs} is from a newer Baseline: its schema has migrations this version does not know ` +
        `(${unknown.join(', ')}). Upgrade Baseline first, then restore it. Nothing was changed.`,
    );
  }
  const done = new Set(applied);
  return {
    latest: applied.at(-1),
    applied: applied.length,
    pending: knownMigrations.filter((name) => !done.has(name)),
  };
}

/** "2026-11-28-01-search (14 migrations)", as both commands print it. */
export function describeSchema(version: SchemaVersion): string {
  return `${version.latest ?? 'none'} (${version.applied} migrations)`;
}

/** "1.4 MB": a file's size as the commands print it. */
export function describeSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${size.toFixed(1)} ${units[unit]}`;
}

/** Flushes a file (or a folder, after a rename in it) to the disk before the command says it is done. */
export function syncToDisk(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
