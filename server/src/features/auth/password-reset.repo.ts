import type { Database } from '../../db/database.js';

export interface NewResetToken {
  tokenHash: string;
  userId: string;
  expiresAt: number;
  createdAt: number;
}

export async function insertResetToken(db: Database, token: NewResetToken): Promise<void> {
  await db
    .insertInto('passwordResetTokens')
    .values({ ...token, usedAt: null })
    .execute();
}

/** Ends the user's earlier links, so only the newest one works. */
export async function invalidateResetTokens(db: Database, userId: string, now: number): Promise<void> {
  await db
    .updateTable('passwordResetTokens')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
}

/** The user a usable (unused, unexpired) token belongs to. */
export async function findUsableResetToken(
  db: Database,
  tokenHash: string,
  now: number,
): Promise<{ userId: string } | undefined> {
  return db
    .selectFrom('passwordResetTokens')
    .select('userId')
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** Marks the token used unless a concurrent request already did; answers whether this one did. */
export async function consumeResetToken(db: Database, tokenHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('passwordResetTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function purgeExpiredResetTokens(db: Database, now: number): Promise<void> {
  await db.deleteFrom('passwordResetTokens').where('expiresAt', '<', now).execute();
}
