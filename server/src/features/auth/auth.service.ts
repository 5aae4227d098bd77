import { randomBytes } from 'node:crypto';
import type { LoginOutcome, MeResponse } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { SecurityLog } from '../../lib/security-log.js';
import { HttpError } from '../../lib/http-error.js';
import { usernameKey } from '../../lib/identity.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { TokenService } from '../access/token-service.js';
import type { PresentedToken, SignedInUser } from '../access/guards.js';
import { hasAccess } from '../access/access-policy.js';
import { issueSessionToken } from '../access/session-token.js';
import { findUserByLogin, type User } from '../users/users.public.js';
import { purgeExpiredRevocations, revokeToken } from './auth.repo.js';
import type { LoginThrottle } from './login-throttle.js';
import type { AnnounceAccessChange } from '../access/access-changes.js';

export const ACCOUNT_DISABLED = 'This account is disabled.';

export interface AuthServiceDeps {
  db: Database;
  tokens: TokenService;
  throttle: LoginThrottle;
  now: Clock;
  /** Where this service says it has ended sessions or changed access, so no guard goes on trusting the old. */
  announceAccessChange: AnnounceAccessChange;
  /** A challenge for the second step of the login when the user has two-factor authentication on. */
  twoFactorChallenge: (user: User) => Promise<string | undefined>;
}

let dummyHash: Promise<string> | undefined;
// An unknown user's password is checked against this, so the answer takes as long as for a real user and its
// timing does not tell which usernames exist. Every login waits for it to exist, so the one that makes it is not
// the odd one out either. One per process: every app it builds (the tests build many) shares it.
const hashOfNobody = (): Promise<string> => (dummyHash ??= hashPassword(randomBytes(32).toString('base64url')));

export function createAuthService({
  db,
  tokens,
  throttle,
  now,
  announceAccessChange,
  twoFactorChallenge,
}: AuthServiceDeps) {
  return {
    /**
     * Answers a token for the right credentials, or a challenge when a second factor is needed; counts
     * wrong ones against the account and the address.
     */
    async login(
      credentials: { username: string; password: string },
      address: string,
      log: SecurityLog,
    ): Promise<LoginOutcome> {
      const { username } = credentials;
      const nobody = await hashOfNobody();
      const user = await findUserByLogin(db, credentials.username);
      const account = user?.id ?? `name:${usernameKey(credentials.username.trim())}`;
      const waitMs = await throttle.retryAfterMs(account, address);
      if (waitMs > 0) {
        log('auth.login.throttled', { userId: user?.id, username, status: 429 });
        throw tooManyFailedLogins(waitMs);
      }

      const valid = await verifyPassword(user?.passwordHash ?? nobody, credentials.password);
      if (!user || !valid) {
        await throttle.recordFailure(account, address);
        log('auth.login.failed', { userId: user?.id, username, status: 401 });
        throw new HttpError(401, 'Invalid username or password.');
      }
      // Told only to whoever knows the password, so it reveals nothing about which accounts exist.
      if (user.disabled) {
        log('auth.login.disabled', { userId: user.id, username, status: 403 });
        throw new HttpError(403, ACCOUNT_DISABLED);
      }
      // The failure count is cleared only once the second factor is given too, so the password alone
      // cannot reset the throttle on code guesses.
      const challenge = await twoFactorChallenge(user);
      if (challenge) {
        log('auth.login.two-factor-required', { userId: user.id, username });
        return { twoFactorRequired: true, challenge };
      }
      await throttle.recordSuccess(account);
      log('auth.login.succeeded', { userId: user.id, username });
      return { token: await issueSessionToken({ db, tokens, now }, user) };
    },

    async me(user: SignedInUser): Promise<MeResponse> {
      return {
        subscribed: await hasAccess(db, user, now()),
        username: user.username,
        email: user.email,
        isAdmin: user.isAdmin,
        mustChangePassword: user.mustChangePassword,
      };
    },

    /** Ends this token on the server; expired revocations are cleared on the way. */
    async logout(user: SignedInUser, token: PresentedToken): Promise<void> {
      await revokeToken(db, { jti: token.jti, userId: user.id, expiresAt: token.expiresAt });
      announceAccessChange({ kind: 'token-revoked', jti: token.jti });
      await purgeExpiredRevocations(db, now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

export function tooManyFailedLogins(waitMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new HttpError(
    429,
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
  );
}
