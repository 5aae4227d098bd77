import { sql, type RawBuilder } from 'kysely';
import type { DatabaseHandle } from '../src/db/database.js';

/**
 * Makes every insert into `table` whose new row matches `when` (a condition on NEW) fail, by a trigger: a fault
 * injected at one write of a transaction, on either database. Answers the function that removes it. A trigger
 * leaves the catalog's tables as they are, which the tests migrating their own schemas meanwhile read.
 */
export async function injectInsertFault(
  { db, dialect }: DatabaseHandle,
  table: string,
  when: RawBuilder<unknown>,
): Promise<() => Promise<void>> {
  if (dialect === 'sqlite') {
    await sql`CREATE TRIGGER injected_fault BEFORE INSERT ON ${sql.table(table)}
      WHEN ${when} BEGIN SELECT RAISE(ABORT, 'injected fault'); END`.execute(db);
    return async () => {
      await sql`DROP TRIGGER injected_fault`.execute(db);
    };
  }
  await sql`CREATE FUNCTION injected_fault() RETURNS trigger AS $$ BEGIN
    IF ${when} THEN RAISE EXCEPTION 'injected fault'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER injected_fault BEFORE INSERT ON ${sql.table(table)}
    FOR EACH ROW EXECUTE FUNCTION injected_fault()`.execute(db);
  return async () => {
    await sql`DROP TRIGGER injected_fault ON ${sql.table(table)}`.execute(db);
    await sql`DROP FUNCTION injected_fault()`.execute(db);
  };
}
