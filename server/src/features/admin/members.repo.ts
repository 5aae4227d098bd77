import type { Database } from '../../db/database.js';

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

/** Every account with its subscription and two-factor state, by username (case ignored). */
export async function listMembers(db: Database): Promise<MemberRow[]> {
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
    .orderBy('users.usernameKey')
    .orderBy('users.id')
    .execute();
}

/** Raises the token version, which ends every token issued before. Answers the username; undefined for no such user. */
export async function endSessions(db: Database, userId: string, now: number): Promise<string | undefined> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1), updatedAt: now }))
    .where('id', '=', userId)
    .returning('username')
    .executeTakeFirst();
  return row?.username;
}

/** Sets the flag and, like endSessions, raises the token version. */
export async function disableUser(db: Database, userId: string, now: number): Promise<string | undefined> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ disabled: 1, tokenVersion: eb('tokenVersion', '+', 1), updatedAt: now }))
    .where('id', '=', userId)
    .returning('username')
    .executeTakeFirst();
  return row?.username;
}

export async function enableUser(db: Database, userId: string, now: number): Promise<string | undefined> {
  const row = await db
    .updateTable('users')
    .set({ disabled: 0, updatedAt: now })
    .where('id', '=', userId)
    .returning('username')
    .executeTakeFirst();
  return row?.username;
}
