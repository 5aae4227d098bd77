import type { Database } from '../../db/database.js';

export interface RevokedToken {
  jti: string;
  userId: string;
  expiresAt: number;
}

/** Records a token as ended (access/access.repo.ts reads it); revoking one twice is harmless. */
export async function revokeToken(db: Database, token: RevokedToken): Promise<void> {
  await db
    .insertInto('revokedTokens')
    .values(token)
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

/** A revocation outlives its token by nothing: once the token has expired it is refused anyway. */
export async function purgeExpiredRevocations(db: Database, now: number): Promise<void> {
  await db.deleteFrom('revokedTokens').where('expiresAt', '<', now).execute();
}
