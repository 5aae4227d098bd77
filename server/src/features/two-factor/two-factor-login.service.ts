import type { TwoFactorLoginBody } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import type { SecurityLog } from '../../lib/security-log.js';
import type { TokenService } from '../access/token-service.js';
import { issueSessionToken } from '../access/session-token.js';
import { ACCOUNT_DISABLED, tooManyFailedLogins } from '../auth/auth.service.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import { findUserById, type User } from '../users/users.public.js';
import type { LoginChallenges } from './login-challenge.js';
import { spendSecondFactor } from './second-factor.js';
import type { SecretBox } from './two-factor.crypto.js';
import { isTwoFactorEnabled } from './two-factor.repo.js';

export const LOGIN_EXPIRED = 'Your login has expired. Please enter your username and password again.';

export interface TwoFactorLoginDeps {
  db: Database;
  box: SecretBox;
  tokens: TokenService;
  throttle: LoginThrottle;
  challenges: LoginChallenges;
  now: Clock;
}

/** The second step of a login for users with two-factor authentication on. */
export function createTwoFactorLogin({ db, box, tokens, throttle, challenges, now }: TwoFactorLoginDeps) {
  return {
    /** A challenge when the user has two-factor authentication on; undefined when the password is enough. */
    async challengeFor(user: User): Promise<string | undefined> {
      if (!(await isTwoFactorEnabled(db, user.id))) return undefined;
      return challenges.issue({ userId: user.id, tokenVersion: user.tokenVersion });
    },

    /**
     * A token for a genuine, unexpired challenge and a right code. Wrong codes count against the account
     * like wrong passwords; a password change since the challenge ends it.
     */
    async complete({ challenge, code }: TwoFactorLoginBody, address: string, log: SecurityLog): Promise<string> {
      const subject = await challenges.read(challenge);
      const user = subject && (await findUserById(db, subject.userId));
      if (!subject || !user || user.tokenVersion !== subject.tokenVersion) {
        log('auth.two-factor.failed', { userId: user?.id, status: 401, reason: LOGIN_EXPIRED });
        throw new HttpError(401, LOGIN_EXPIRED);
      }
      const fields = { userId: user.id, username: user.username };
      if (user.disabled) {
        log('auth.login.disabled', { ...fields, status: 403 });
        throw new HttpError(403, ACCOUNT_DISABLED);
      }
      const waitMs = await throttle.retryAfterMs(user.id, address);
      if (waitMs > 0) {
        log('auth.login.throttled', { ...fields, status: 429 });
        throw tooManyFailedLogins(waitMs);
      }

      const result = await spendSecondFactor(db, box, user.id, code, now());
      if ('refused' in result) {
        await throttle.recordFailure(user.id, address);
        log('auth.two-factor.failed', { ...fields, status: 401, reason: result.refused });
        throw new HttpError(401, result.refused);
      }
      await throttle.recordSuccess(user.id);
      log('auth.login.succeeded', { ...fields, method: result.method });
      return issueSessionToken({ db, tokens, now }, user);
    },
  };
}

export type TwoFactorLogin = ReturnType<typeof createTwoFactorLogin>;
