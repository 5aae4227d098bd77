import type { PasswordAndCodeBody, RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import type { SignedInUser } from '../access/guards.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import { createReauthentication } from './reauthentication.js';
import { WRONG_CODE } from './second-factor.js';
import { hashRecoveryCode, newRecoveryCodes, type SecretBox } from './two-factor.crypto.js';
import {
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  enableTwoFactor,
  findTwoFactor,
  isTwoFactorEnabled,
  replaceRecoveryCodes,
  startEnrolment,
} from './two-factor.repo.js';
import { asTotpCode, enrolmentUri, matchingStep, newTotpSecret } from './totp.js';

export const ALREADY_ON = 'Two-factor authentication is already on.';
export const NOT_ON = 'Two-factor authentication is not on.';
export const NO_ENROLMENT = 'Start the set-up first: no authenticator is waiting to be confirmed.';

export interface TwoFactorServiceDeps {
  db: Database;
  box: SecretBox;
  throttle: LoginThrottle;
  now: Clock;
}

/** A signed-in user's own two-factor settings. Wrong codes count against the account like failed logins. */
export function createTwoFactorService({ db, box, throttle, now }: TwoFactorServiceDeps) {
  // Every change to the second factor asks for the password: a stolen token must not enrol an authenticator of its own.
  const { requirePassword, spendCode: spend, refuse } = createReauthentication({ db, box, throttle, now });

  async function freshRecoveryCodes(trx: Database, userId: string, time: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(
      trx,
      userId,
      codes.map((code) => hashRecoveryCode(code.replaceAll('-', ''))),
      time,
    );
    return codes;
  }

  async function requireEnabled(userId: string): Promise<void> {
    if (!(await isTwoFactorEnabled(db, userId))) throw new HttpError(409, NOT_ON);
  }

  return {
    async status(userId: string): Promise<TwoFactorStatus> {
      const enabled = await isTwoFactorEnabled(db, userId);
      return { enabled, recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, userId) : 0 };
    },

    /** A new secret for the user's app; it replaces one still waiting to be confirmed. */
    async setup(user: SignedInUser, password: string, address: string): Promise<TwoFactorSetup> {
      if (await isTwoFactorEnabled(db, user.id)) throw new HttpError(409, ALREADY_ON);
      await requirePassword(user.id, password, address);
      const secret = newTotpSecret();
      const started = await startEnrolment(db, {
        userId: user.id,
        secretEncrypted: box.seal(secret),
        createdAt: now(),
      });
      if (!started) throw new HttpError(409, ALREADY_ON);
      const { uri, qrCodeDataUrl } = await enrolmentUri(secret, user.username);
      return { secret, otpauthUri: uri, qrCodeDataUrl };
    },

    /** Turns two-factor authentication on with a code from the app, and answers the recovery codes once. */
    async confirm(
      userId: string,
      { password, code: typed }: PasswordAndCodeBody,
      address: string,
    ): Promise<RecoveryCodes> {
      const row = await findTwoFactor(db, userId);
      if (!row) throw new HttpError(409, NO_ENROLMENT);
      if (row.enabledAt !== null) throw new HttpError(409, ALREADY_ON);
      await requirePassword(userId, password, address);
      const code = asTotpCode(typed);
      const step = code === undefined ? undefined : matchingStep(box.open(row.secretEncrypted), code, now());
      if (step === undefined) return refuse(userId, address, WRONG_CODE);
      const recoveryCodes = await db.transaction().execute(async (trx) => {
        const time = now();
        if (!(await enableTwoFactor(trx, userId, step, time))) throw new HttpError(409, ALREADY_ON);
        return freshRecoveryCodes(trx, userId, time);
      });
      return { recoveryCodes };
    },

    async disable(userId: string, { password, code }: PasswordAndCodeBody, address: string): Promise<void> {
      await requireEnabled(userId);
      await requirePassword(userId, password, address);
      await spend(userId, code, address);
      await deleteTwoFactor(db, userId);
    },

    /** New recovery codes for a code from the app (or an unused recovery code); the old ones stop working. */
    async regenerateRecoveryCodes(
      userId: string,
      { password, code }: PasswordAndCodeBody,
      address: string,
    ): Promise<RecoveryCodes> {
      await requireEnabled(userId);
      await requirePassword(userId, password, address);
      await spend(userId, code, address);
      const recoveryCodes = await db.transaction().execute((trx) => freshRecoveryCodes(trx, userId, now()));
      return { recoveryCodes };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
