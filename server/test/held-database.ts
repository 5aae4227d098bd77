import { sql } from 'kysely';
import type { TestApp } from './build-app.js';

/**
 * How long requests may take to answer while the database is held before they count as waiting for it. Only a
 * request that does wait ever reaches it: one that does not answers in milliseconds, in well under a second on
 * a machine busy with other work, so the bound decides nothing about load.
 */
const NO_ANSWER_AFTER_MS = 15_000;

export const WAITED_FOR_THE_DATABASE = 'no answer while the database was held';

/**
 * Sends `requests` while no query of theirs can reach the app's database, and answers what they answered, or
 * WAITED_FOR_THE_DATABASE when they waited for it. SQLite has one connection: a transaction holding it stops
 * every query. PostgreSQL has a pool, so the transaction locks the users table instead, which any work about an
 * account reads first. The database is released either way, so the work left for after the answer then runs.
 */
export async function answeredWhileDatabaseHeld<T>(
  t: Pick<TestApp, 'database'>,
  requests: () => Promise<T>,
): Promise<T | typeof WAITED_FOR_THE_DATABASE> {
  let release: () => void = () => undefined;
  let holding: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const transaction = t.database.db.transaction().execute(async (trx) => {
    if (t.database.dialect === 'postgres') await sql`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`.execute(trx);
    holding();
    await released;
  });
  await held;
  let timer: NodeJS.Timeout | undefined;
  const sent = requests();
  try {
    return await Promise.race([
      sent,
      new Promise<typeof WAITED_FOR_THE_DATABASE>((resolve) => {
        timer = setTimeout(resolve, NO_ANSWER_AFTER_MS, WAITED_FOR_THE_DATABASE);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    release();
    await transaction;
    // A request that waited finishes once released, so nothing of it outlives the caller's test.
    await sent.catch(() => undefined);
  }
}
