import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database, DatabaseHandle } from './database.js';
import * as accounts from './migrations/2026-11-21-01-accounts.js';
import * as billing from './migrations/2026-11-21-02-billing.js';
import * as diary from './migrations/2026-11-21-03-diary.js';
import * as playerNotes from './migrations/2026-11-21-04-player-notes.js';
import * as twoFactor from './migrations/2026-11-21-05-two-factor.js';
import * as disabledAccounts from './migrations/2026-11-21-06-disabled-accounts.js';
import * as sessionActivity from './migrations/2026-11-22-01-session-activity.js';
import * as searchTagsIndex from './migrations/2026-11-22-02-search-tags-index.js';
import * as billingOpenCheckout from './migrations/2026-11-25-01-billing-open-checkout.js';
import * as usernameSkeletons from './migrations/2026-11-26-01-username-skeletons.js';
import * as mailHtml from './migrations/2026-11-26-02-mail-html.js';
import * as tennisPlayers from './migrations/2026-11-26-03-tennis-players.js';
import * as notebook from './migrations/2026-11-27-01-notebook.js';
import * as search from './migrations/2026-11-28-01-search.js';
import * as history from './migrations/2026-11-29-01-history.js';
import * as searchBounded from './migrations/2026-11-30-01-search-bounded.js';
import * as playerNoteEditions from './migrations/2026-12-01-01-player-note-editions.js';
import * as playerSeeds from './migrations/2026-12-01-02-player-seeds.js';
import * as playerNoteHistory from './migrations/2026-12-01-03-player-note-history.js';
import * as charts from './migrations/2026-12-02-01-charts.js';
import * as searchCharts from './migrations/2026-12-02-02-search-charts.js';

/**
 * Migrations are listed here rather than read from a folder, so the compiled server and the tests
 * run exactly the same ordered set. Names sort by date; they are forward-only.
 */
const migrations: Record<string, Migration> = {
  '2026-11-21-01-accounts': accounts,
  '2026-11-21-02-billing': billing,
  '2026-11-21-03-diary': diary,
  '2026-11-21-04-player-notes': playerNotes,
  '2026-11-21-05-two-factor': twoFactor,
  '2026-11-21-06-disabled-accounts': disabledAccounts,
  '2026-11-22-01-session-activity': sessionActivity,
  '2026-11-22-02-search-tags-index': searchTagsIndex,
  '2026-11-25-01-billing-open-checkout': billingOpenCheckout,
  '2026-11-26-01-username-skeletons': usernameSkeletons,
  '2026-11-26-02-mail-html': mailHtml,
  '2026-11-26-03-tennis-players': tennisPlayers,
  '2026-11-27-01-notebook': notebook,
  '2026-11-28-01-search': search,
  '2026-11-29-01-history': history,
  '2026-11-30-01-search-bounded': searchBounded,
  '2026-12-01-01-player-note-editions': playerNoteEditions,
  '2026-12-01-02-player-seeds': playerSeeds,
  '2026-12-01-03-player-note-history': playerNoteHistory,
  '2026-12-02-01-charts': charts,
  '2026-12-02-02-search-charts': searchCharts,
};

/** The names of every migration this code knows, oldest first: a backup's schema is checked against them. */
export const knownMigrations: readonly string[] = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/**
 * Runs every migration not yet run, or only those up to and including `upTo` (a test's database of an
 * older schema, filled as that schema was, then migrated the rest of the way).
 */
export async function migrateToLatest({ db, schema }: DatabaseHandle, upTo?: string): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one is ours.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await (upTo === undefined ? migrator.migrateToLatest() : migrator.migrateTo(upTo));
  const failed = results?.find((result) => result.status === 'Error');
  if (error ?? failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The migrations this server knows that the database has not run, read without changing anything: the
 * health check's readiness test, and the admin CLI's refusal of a database the server has not migrated. The
 * bookkeeping table is found through the connection's search path, so in PostgreSQL it is the working schema's.
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const applied = await sql<{ name: string }>`select name from kysely_migration`
    .execute(db)
    .then(({ rows }) => new Set(rows.map((row) => row.name)))
    .catch(() => new Set<string>());
  return Object.keys(migrations).filter((name) => !applied.has(name));
}
