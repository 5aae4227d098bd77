import type { Database } from '../../db/database.js';
import { hashRecoveryCode, normalisedRecoveryCode, type SecretBox } from './two-factor.crypto.js';
import { claimStep, findTwoFactor, useRecoveryCode } from './two-factor.repo.js';
import { asTotpCode, matchingStep } from './totp.js';

export const WRONG_CODE =
  'That code is not right. Enter the current 6-digit code from your authenticator app, or an unused recovery code.';
export const REUSED_CODE = 'That code has already been used. Wait for the next code in your authenticator app.';
/** The secret was sealed under another JWT_SECRET (it was rotated): only the recovery codes still work. */
export const UNREADABLE_SECRET =
  'Authenticator codes cannot be checked for this account any more. Sign in with a recovery code, then set up two-factor authentication again.';

export type SecondFactorMethod = 'totp' | 'recovery-code';
export type SecondFactorResult = { method: SecondFactorMethod } | { refused: string };

/**
 * Checks a code typed by a user with two-factor authentication on, and spends it: an authenticator code's
 * time step, or the recovery code itself, is never accepted again.
 */
export async function spendSecondFactor(
  db: Database,
  box: SecretBox,
  userId: string,
  typed: string,
  time: number,
): Promise<SecondFactorResult> {
  const row = await findTwoFactor(db, userId);
  if (row?.enabledAt == null) return { refused: WRONG_CODE };

  const code = asTotpCode(typed);
  if (code) {
    const secret = readableSecret(box, row.secretEncrypted);
    if (secret === undefined) return { refused: UNREADABLE_SECRET };
    const step = matchingStep(secret, code, time);
    if (step === undefined) return { refused: WRONG_CODE };
    return (await claimStep(db, userId, step)) ? { method: 'totp' } : { refused: REUSED_CODE };
  }
  const recovery = normalisedRecoveryCode(typed);
  if (recovery && (await useRecoveryCode(db, userId, hashRecoveryCode(recovery), time))) {
    return { method: 'recovery-code' };
  }
  return { refused: WRONG_CODE };
}

function readableSecret(box: SecretBox, sealed: string): string | undefined {
  try {
    return box.open(sealed);
  } catch {
    return undefined;
  }
}
