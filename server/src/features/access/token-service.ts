import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import Type from 'typebox';
import Value from 'typebox/value';
import type { Clock } from '../../lib/clock.js';

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

const SessionClaimsSchema = Type.Object({
  sub: Type.String({ minLength: 1 }),
  mustChangePassword: Type.Boolean(),
  isAdmin: Type.Boolean(),
  isSubscribed: Type.Boolean(),
  /** The user's token version when the token was issued; a password change raises it. */
  ver: Type.Integer({ minimum: 0 }),
  jti: Type.String({ minLength: 1 }),
  iat: Type.Integer(),
  exp: Type.Integer(),
});
export type SessionClaims = Type.Static<typeof SessionClaimsSchema>;

export interface TokenSubject {
  userId: string;
  mustChangePassword: boolean;
  isAdmin: boolean;
  isSubscribed: boolean;
  tokenVersion: number;
}

export interface TokenService {
  sign(subject: TokenSubject): Promise<string>;
  /** The claims when signature, algorithm, lifetime and shape all check out; undefined for any other token. */
  verify(token: string): Promise<SessionClaims | undefined>;
}

export function createTokenService(secret: Uint8Array, now: Clock): TokenService {
  return {
    sign(subject) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({
        mustChangePassword: subject.mustChangePassword,
        isAdmin: subject.isAdmin,
        isSubscribed: subject.isSubscribed,
        ver: subject.tokenVersion,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject.userId)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
        .sign(secret);
    },

    async verify(token) {
      try {
        // Only HS256: a token naming `none` or another algorithm is refused before its signature is looked at.
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(now()) });
        return Value.Check(SessionClaimsSchema, payload) ? payload : undefined;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
