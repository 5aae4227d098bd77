import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { verifyPassword } from '../auth/passwords.js';
import { SESSION_EXPIRED } from '../access/guards.js';
import { tooManyFailedLogins } from '../auth/auth.service.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import { findUserById, type User } from '../users/users.public.js';
import { spendSecondFactor } from './second-factor.js';
import type { SecretBox } from './two-factor.crypto.js';

export const WRONG_PASSWORD = 'Current password is incorrect.';

export interface ReauthenticationDeps {
  db: Database;
  box: SecretBox;
  throttle: LoginThrottle;
  now: Clock;
}

/**
 * The signed-in user proving again that they are who the token says, before a change a stolen token must not
 * make (their second factor, erasing the account). A wrong password or code counts as a failed login, so
 * neither can be guessed through these routes faster than through the login.
 */
export function createReauthentication({ db, box, throttle, now }: ReauthenticationDeps) {
  async function refuse(userId: string, address: string, message: string): Promise<never> {
    await throttle.recordFailure(userId, address);
    throw new HttpError(400, message);
  }

  /** Checks the current password, once the account's failed-login count allows a try; answers the user. */
  async function requirePassword(userId: string, password: string, address: string): Promise<User> {
    const user = await findUserById(db, userId);
    if (!user) throw new HttpError(401, SESSION_EXPIRED);
    const waitMs = await throttle.retryAfterMs(userId, address);
    if (waitMs > 0) throw tooManyFailedLogins(waitMs);
    if (!(await verifyPassword(user.passwordHash, password))) await refuse(userId, address, WRONG_PASSWORD);
    return user;
  }

  /** Checks a code of the user's second factor and spends it (never accepted twice); throws the refusal. */
  async function spendCode(userId: string, code: string, address: string): Promise<void> {
    const result = await spendSecondFactor(db, box, userId, code, now());
    if ('refused' in result) await refuse(userId, address, result.refused);
  }

  return { refuse, requirePassword, spendCode };
}

export type Reauthentication = ReturnType<typeof createReauthentication>;
