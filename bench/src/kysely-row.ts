import Sqlite from 'better-sqlite3';
import type { Database } from '../../server/src/db/database.js';
import { findAccessUser } from '../../server/src/features/access/access.repo.js';
import { fixed, median, type Row } from './report.js';

const ROUNDS = 7;
const READS_PER_ROUND = 5_000;

/**
 * The guards' read of a user by primary key, through the app's own repository function (Kysely over the
 * app's SQLite dialect), against the same read on raw better-sqlite3.
 */
export async function kyselyVersusRaw(db: Database, file: string, userId: string): Promise<Row> {
  const raw = new Sqlite(file, { readonly: true });
  const statement = raw.prepare(
    'select id, username, email, is_admin, must_change_password, token_version, disabled from users where id = ?',
  );
  const viaKysely = () => findAccessUser(db, userId);
  const ratios = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      let started = performance.now();
      for (let read = 0; read < READS_PER_ROUND; read += 1) await viaKysely();
      const kyselyMs = performance.now() - started;
      started = performance.now();
      for (let read = 0; read < READS_PER_ROUND; read += 1) statement.get(userId);
      ratios.push(kyselyMs / (performance.now() - started));
    }
  } finally {
    raw.close();
  }
  // The first round warms both paths up; the median of the rest is the answer.
  const ratio = median(ratios.slice(1));
  return {
    name: 'Kysely point read / raw better-sqlite3',
    value: fixed(ratio),
    target: '<= 3.00',
    pass: ratio <= 3,
    note: `findAccessUser (users by primary key), ${READS_PER_ROUND} reads per round, ${ROUNDS - 1} rounds`,
  };
}
