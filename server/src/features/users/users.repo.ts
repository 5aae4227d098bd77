import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { UsersTable } from '../../db/tables.js';
import { identityTaken } from '../../db/identity-taken.js';
import { normalizeEmail, usernameKey, usernameSkeleton } from '../../lib/identity.js';

export interface User {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  isAdmin: boolean;
  mustChangePassword: boolean;
  tokenVersion: number;
  disabled: boolean;
}

export type NewUser = Omit<User, 'tokenVersion' | 'disabled'> & { createdAt: number };

function toUser(row: Selectable<UsersTable>): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    passwordHash: row.passwordHash,
    isAdmin: row.isAdmin === 1,
    mustChangePassword: row.mustChangePassword === 1,
    tokenVersion: row.tokenVersion,
    disabled: row.disabled === 1,
  };
}

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toUser(row);
}

/** Finds by username (any case, any Unicode form) or by e-mail address, whichever the person typed. */
export async function findUserByLogin(db: Database, login: string): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('usernameKey', '=', usernameKey(login.trim())), eb('email', '=', normalizeEmail(login))]))
    .executeTakeFirst();
  return row && toUser(row);
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const row = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  return row && toUser(row);
}

/** Whether an account holds the name, a look-alike of it, or the address. */
export async function isUsernameOrEmailTaken(db: Database, username: string, email: string): Promise<boolean> {
  const taken = await identityTaken(db, 'accounts', username, email);
  return taken.username || taken.email;
}

export async function insertUser(db: Database, user: NewUser): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: user.id,
      username: user.username,
      usernameKey: usernameKey(user.username),
      usernameSkeleton: usernameSkeleton(user.username),
      email: user.email,
      passwordHash: user.passwordHash,
      isAdmin: user.isAdmin ? 1 : 0,
      mustChangePassword: user.mustChangePassword ? 1 : 0,
      tokenVersion: 0,
      disabled: 0,
      createdAt: user.createdAt,
      updatedAt: user.createdAt,
    })
    .execute();
}

/**
 * The new hash and must-change flag, with the token version raised (every older token ends); answers the new
 * version. Changing a password spends the reset links too: auth/replace-password.ts does both.
 */
export async function storePasswordHash(
  db: Database,
  id: string,
  passwordHash: string,
  now: number,
  { mustChange = false }: { mustChange?: boolean } = {},
): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      passwordHash,
      mustChangePassword: mustChange ? 1 : 0,
      tokenVersion: eb('tokenVersion', '+', 1),
      updatedAt: now,
    }))
    .where('id', '=', id)
    .returning('tokenVersion')
    .executeTakeFirstOrThrow();
  return row.tokenVersion;
}

export async function hasAdmin(db: Database): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('isAdmin', '=', 1).executeTakeFirst();
  return row !== undefined;
}

export async function listAdminEmails(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('isAdmin', '=', 1)
    .where('disabled', '=', 0)
    .orderBy('createdAt')
    .execute();
  return rows.map((row) => row.email);
}
