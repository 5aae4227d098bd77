import type { ExpressionBuilder, UpdateObject } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Tables } from '../../db/tables.js';

export interface MemberRow {
  id: string;
  username: string;
  email: string;
  isAdmin: number;
  disabled: number;
  /** Null when the member never started a checkout. */
  subscriptionStatus: string | null;
  currentPeriodEnd: number | null;
  twoFactorEnabledAt: number | null;
}

/** Every account (or every administrator) with its subscription and two-factor state, by username (case ignored). */
export async function listMembers(db: Database, { adminsOnly = false } = {}): Promise<MemberRow[]> {
  return db
    .selectFrom('users')
    .leftJoin('subscriptions', 'subscriptions.userId', 'users.id')
    .leftJoin('twoFactor', 'twoFactor.userId', 'users.id')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.isAdmin',
      'users.disabled',
      'subscriptions.status as subscriptionStatus',
      'subscriptions.currentPeriodEnd',
      'twoFactor.enabledAt as twoFactorEnabledAt',
    ])
    .$if(adminsOnly, (query) => query.where('users.isAdmin', '=', 1))
    .orderBy('users.usernameKey')
    .orderBy('users.id')
    .execute();
}

/** A change to one user's row, given the expression builder for their current values. */
type UserChange = (eb: ExpressionBuilder<Tables, 'users'>) => UpdateObject<Tables, 'users'>;

/** Applies the change; answers the user's username, undefined for no such user. */
async function updateUser(db: Database, userId: string, change: UserChange): Promise<string | undefined> {
  const row = await db
    .updateTable('users')
    .set(change)
    .where('id', '=', userId)
    .returning('username')
    .executeTakeFirst();
  return row?.username;
}

/** Raises the token version, which ends every token issued before. */
export function endSessions(db: Database, userId: string, now: number): Promise<string | undefined> {
  return updateUser(db, userId, (eb) => ({ tokenVersion: eb('tokenVersion', '+', 1), updatedAt: now }));
}

/** Sets the flag and, like endSessions, raises the token version. */
export function disableUser(db: Database, userId: string, now: number): Promise<string | undefined> {
  return updateUser(db, userId, (eb) => ({ disabled: 1, tokenVersion: eb('tokenVersion', '+', 1), updatedAt: now }));
}

export function enableUser(db: Database, userId: string, now: number): Promise<string | undefined> {
  return updateUser(db, userId, () => ({ disabled: 0, updatedAt: now }));
}

/** Gives the administrator's rights; the guards read them from this row, so they apply at once. */
export function makeAdmin(db: Database, userId: string, now: number): Promise<string | undefined> {
  return updateUser(db, userId, () => ({ isAdmin: 1, updatedAt: now }));
}
