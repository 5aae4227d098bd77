import type { ChangePasswordBody } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { assertPasswordPolicy, hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { TokenService } from '../../lib/tokens.js';
import { SESSION_EXPIRED } from '../../plugins/auth.js';
import { issueToken } from '../auth/auth.service.js';
import { findUserById, replacePassword } from './users.repo.js';
import type { AccessChanges } from '../../plugins/access-cache.js';

export interface UsersServiceDeps {
  db: Database;
  tokens: TokenService;
  now: Clock;
  /** Told of every change that ends sessions or access, so the guards' cache forgets it. */
  access: AccessChanges;
}

export function createUsersService({ db, tokens, now, access }: UsersServiceDeps) {
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
      access.userChanged(user.id);
      return issueToken({ db, tokens, now }, { ...user, passwordHash, mustChangePassword: false, tokenVersion });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
