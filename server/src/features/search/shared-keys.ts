import type { Database } from '../../db/database.js';
import { ownerKey } from './search-terms.js';

interface KnownKeys {
  /** The members as they were when the keys were read: their number and the newest's creation. */
  members: string;
  shared: Set<string>;
}

const knownKeys = new WeakMap<Database, KnownKeys>();

/**
 * Whether another member's key is `userId`'s too (eight hex characters of a hash: rare, but not impossible).
 * The index alone counts what the key finds (index-alone.ts), so a member who shares theirs must be counted
 * row by row: their count is never made of another member's notes. The keys are read again whenever a member
 * comes or goes.
 */
export async function sharesOwnerKey(db: Database, userId: string): Promise<boolean> {
  const { count, newest } = await db
    .selectFrom('users')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('createdAt').as('newest')])
    .executeTakeFirstOrThrow();
  const members = `${String(count)}:${String(newest)}`;
  let known = knownKeys.get(db);
  if (known?.members !== members) {
    known = { members, shared: sharedKeys(await db.selectFrom('users').select('id').execute()) };
    knownKeys.set(db, known);
  }
  return known.shared.has(ownerKey(userId));
}

function sharedKeys(users: readonly { id: string }[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { id } of users) {
    const key = ownerKey(id);
    if (seen.has(key)) shared.add(key);
    seen.add(key);
  }
  return shared;
}
