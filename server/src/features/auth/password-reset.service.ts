import { createHash, randomBytes } from 'node:crypto';
import type { ResetPasswordBody } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { normalizeEmail } from '../../lib/identity.js';
import { assertPasswordPolicy, hashPassword } from './passwords.js';
import type { Site } from '../mail/mail-message.js';
import type { Mailer } from '../mail/mail.service.js';
import { findUserByEmail } from '../users/users.public.js';
import { passwordResetMail } from './auth.mails.js';
import type { LoginThrottle } from './login-throttle.js';
import {
  consumeResetToken,
  findUsableResetToken,
  insertResetToken,
  invalidateResetTokens,
  purgeExpiredResetTokens,
} from './password-reset.repo.js';
import { replacePassword } from './replace-password.js';
import type { AnnounceAccessChange } from '../access/access-changes.js';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
const INVALID_LINK = 'This reset link is invalid or has expired.';

export interface PasswordResetServiceDeps {
  db: Database;
  mailer: Mailer;
  throttle: LoginThrottle;
  now: Clock;
  /** Named and linked to in the mails. */
  site: Site;
  /** Where this service says it has ended sessions or changed access, so no guard goes on trusting the old. */
  announceAccessChange: AnnounceAccessChange;
}

/** Only this digest is stored, so a copy of the database cannot be used to reset anyone's password. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Makes the user's one working reset link, valid RESET_LINK_LIFETIME_MS: earlier links are spent. Several
 * writes, so the caller runs it in a transaction; the link is for the user alone (mailed, or handed over by
 * an operator), never logged.
 */
export async function issueResetLink(db: Database, userId: string, time: number, publicUrl: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await purgeExpiredResetTokens(db, time);
  await invalidateResetTokens(db, userId, time);
  await insertResetToken(db, {
    tokenHash: digest(token),
    userId,
    expiresAt: time + RESET_LINK_LIFETIME_MS,
    createdAt: time,
  });
  return `${publicUrl}/reset-password?token=${token}`;
}

export function createPasswordResetService({
  db,
  mailer,
  throttle,
  now,
  site,
  announceAccessChange,
}: PasswordResetServiceDeps) {
  return {
    /**
     * Mails a single-use link when the address has an account that is not disabled, and does nothing
     * visible otherwise: a disabled account could not log in with a new password anyway.
     */
    async requestReset(rawEmail: string): Promise<void> {
      const user = await findUserByEmail(db, normalizeEmail(rawEmail));
      if (!user || user.disabled) return;
      await db.transaction().execute(async (trx) => {
        const link = await issueResetLink(trx, user.id, now(), site.publicUrl);
        await mailer.enqueue(trx, passwordResetMail(site, user.email, user.username, link));
      });
      mailer.wake();
    },

    /** Sets the new password, spends the link and ends every token issued before. */
    async resetPassword({ token, password, confirm }: ResetPasswordBody): Promise<void> {
      if (password !== confirm) throw new HttpError(400, 'Passwords do not match.');
      assertPasswordPolicy(password);
      const tokenHash = digest(token);
      const found = await findUsableResetToken(db, tokenHash, now());
      if (!found) throw new HttpError(400, INVALID_LINK);

      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        const time = now();
        if (!(await consumeResetToken(trx, tokenHash, time))) throw new HttpError(400, INVALID_LINK);
        await replacePassword(trx, found.userId, passwordHash, time);
      });
      announceAccessChange({ kind: 'password-changed', userId: found.userId });
      // Whoever proved they own the mailbox should not stay locked out by earlier failed guesses.
      await throttle.recordSuccess(found.userId);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
