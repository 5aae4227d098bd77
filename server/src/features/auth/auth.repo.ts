import type { Database } from '../../db/database.js';
import { prepareQuery } from '../../db/prepared-query.js';

export interface RevokedToken {
  jti: string;
  userId: string;
  expiresAt: number;
}

/** Records a token as ended; revoking one twice is harmless. */
export async function revokeToken(db: Database, token: RevokedToken): Promise<void> {
  await db
    .insertInto('revokedTokens')
    .values(token)
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

// Read by the guards for every token their cache has not seen revoked or alive lately.
const revocation = prepareQuery((db: Database, jti: string) =>
  db.selectFrom('revokedTokens').select('jti').where('jti', '=', jti),
);

export async function isTokenRevoked(db: Database, jti: string): Promise<boolean> {
  return (await revocation.executeTakeFirst(db, jti)) !== undefined;
}

/** A revocation outlives its token by nothing: once the token has expired it is refused anyway. */
export async function purgeExpiredRevocations(db: Database, now: number): Promise<void> {
  await db.deleteFrom('revokedTokens').where('expiresAt', '<', now).execute();
}
