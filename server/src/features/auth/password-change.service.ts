import type { ChangePasswordBody } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { assertPasswordPolicy, hashPassword, verifyPassword } from './passwords.js';
import type { TokenService } from '../access/token-service.js';
import type { AnnounceAccessChange } from '../access/access-changes.js';
import { SESSION_EXPIRED } from '../access/guards.js';
import { issueSessionToken } from '../access/session-token.js';
import { findUserById } from '../users/users.public.js';
import { replacePassword } from './replace-password.js';

export interface PasswordChangeServiceDeps {
  db: Database;
  tokens: TokenService;
  now: Clock;
  /** Where this service says it has ended sessions or changed access, so no guard goes on trusting the old. */
  announceAccessChange: AnnounceAccessChange;
}

/** A signed-in user changing their own password (`PUT /api/users/change-password`). */
export function createPasswordChangeService({ db, tokens, now, announceAccessChange }: PasswordChangeServiceDeps) {
  return {
    /**
     * Replaces the password, which ends every token issued before, and answers a fresh token so the
     * person who made the change stays logged in.
     */
    async changePassword(userId: string, { currentPassword, newPassword }: ChangePasswordBody): Promise<string> {
      const user = await findUserById(db, userId);
      if (!user) throw new HttpError(401, SESSION_EXPIRED);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new HttpError(400, 'Current password is incorrect.');
      }
      if (newPassword === currentPassword) {
        throw new HttpError(400, 'The new password must be different from the current one.');
      }
      assertPasswordPolicy(newPassword);

      const passwordHash = await hashPassword(newPassword);
      const tokenVersion = await db.transaction().execute((trx) => replacePassword(trx, user.id, passwordHash, now()));
      announceAccessChange({ kind: 'password-changed', userId: user.id });
      return issueSessionToken({ db, tokens, now }, { ...user, mustChangePassword: false, tokenVersion });
    },
  };
}

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
