import { hkdfSync } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock.js';

/** Long enough to open the app and type a code, short enough that a stolen challenge is soon worthless. */
export const CHALLENGE_LIFETIME_SECONDS = 5 * 60;
const PURPOSE = 'two-factor-login';

export interface ChallengeSubject {
  userId: string;
  tokenVersion: number;
}

/**
 * The proof, between the two steps of a login, that the password was right. It is signed with its own
 * key (derived from the JWT secret), so it can never pass for a session token, nor a token for it; any
 * server instance can check it.
 */
export function createLoginChallenges(jwtSecret: Uint8Array, now: Clock) {
  const key = new Uint8Array(hkdfSync('sha256', jwtSecret, new Uint8Array(0), 'baseline two-factor challenge', 32));
  return {
    issue(subject: ChallengeSubject): Promise<string> {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ purpose: PURPOSE, ver: subject.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject.userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + CHALLENGE_LIFETIME_SECONDS)
        .sign(key);
    },

    /** Who passed the password step, when the challenge is genuine and unexpired; undefined otherwise. */
    async read(challenge: string): Promise<ChallengeSubject | undefined> {
      try {
        const { payload } = await jwtVerify(challenge, key, { algorithms: ['HS256'], currentDate: new Date(now()) });
        const { sub, ver, purpose } = payload;
        if (purpose !== PURPOSE || typeof sub !== 'string' || typeof ver !== 'number') return undefined;
        return { userId: sub, tokenVersion: ver };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

export type LoginChallenges = ReturnType<typeof createLoginChallenges>;
