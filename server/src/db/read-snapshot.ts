import type { Database } from './database.js';

/**
 * Runs several reads that must agree with each other (a day's entry, notes, tags and images) on one
 * snapshot, so a save committed in between cannot show half of itself. PostgreSQL needs repeatable read
 * for that; SQLite's transactions always read one snapshot.
 */
export function readSnapshot<T>(db: Database, reads: (trx: Database) => Promise<T>): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(reads);
}
