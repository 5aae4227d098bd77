import type { Database } from '../../db/database.js';
import { prepareQuery } from '../../db/prepared-query.js';

/**
 * The user's row as the guards read it: who they are and what may lock them out. Access reads these columns
 * itself, so it depends on no feature above it.
 */
export interface AccessUser {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  mustChangePassword: boolean;
  tokenVersion: number;
  disabled: boolean;
}

export interface SubscriptionTerm {
  status: string;
  /** Epoch ms; null before any subscription. */
  currentPeriodEnd: number | null;
}

// The guards make these reads on every request their cache cannot answer: prepared once, by primary key.
const userById = prepareQuery((db: Database, id: string) =>
  db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'isAdmin', 'mustChangePassword', 'tokenVersion', 'disabled'])
    .where('id', '=', id),
);
const termByUser = prepareQuery((db: Database, userId: string) =>
  db.selectFrom('subscriptions').select(['status', 'currentPeriodEnd']).where('userId', '=', userId),
);
const revocation = prepareQuery((db: Database, jti: string) =>
  db.selectFrom('revokedTokens').select('jti').where('jti', '=', jti),
);

export async function findAccessUser(db: Database, id: string): Promise<AccessUser | undefined> {
  const row = await userById.executeTakeFirst(db, id);
  return (
    row && {
      ...row,
      isAdmin: row.isAdmin === 1,
      mustChangePassword: row.mustChangePassword === 1,
      disabled: row.disabled === 1,
    }
  );
}

/** The two columns the access rule reads: one primary-key lookup, cheap enough for every guarded request. */
export async function findSubscriptionTerm(db: Database, userId: string): Promise<SubscriptionTerm | undefined> {
  return termByUser.executeTakeFirst(db, userId);
}

/** Whether logout ended the token (auth writes the revocations). */
export async function isTokenRevoked(db: Database, jti: string): Promise<boolean> {
  return (await revocation.executeTakeFirst(db, jti)) !== undefined;
}
