import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { TwoFactorTable } from '../../db/tables.js';

export type TwoFactorRow = Selectable<TwoFactorTable>;

export async function findTwoFactor(db: Database, userId: string): Promise<TwoFactorRow | undefined> {
  return db.selectFrom('twoFactor').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** Whether the user has confirmed an authenticator; a pending enrolment does not count. */
export async function isTwoFactorEnabled(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('twoFactor')
    .select('userId')
    .where('userId', '=', userId)
    .where('enabledAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces a pending enrolment's secret with a new one; an enabled one is left alone (answers false). */
export async function startEnrolment(
  db: Database,
  enrolment: { userId: string; secretEncrypted: string; createdAt: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('twoFactor').where('userId', '=', enrolment.userId).where('enabledAt', 'is', null).execute();
    const inserted = await trx
      .insertInto('twoFactor')
      .values({ ...enrolment, enabledAt: null, lastUsedStep: null })
      .onConflict((oc) => oc.column('userId').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  });
}

/** Turns a pending enrolment on, with the step of the code that confirmed it already spent. */
export async function enableTwoFactor(db: Database, userId: string, step: number, time: number): Promise<boolean> {
  const result = await db
    .updateTable('twoFactor')
    .set({ enabledAt: time, lastUsedStep: step })
    .where('userId', '=', userId)
    .where('enabledAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Spends a TOTP step: true only for a step later than every one accepted before, so a code (or an
 * earlier one seen over a shoulder) is never accepted twice, even by two requests at once.
 */
export async function claimStep(db: Database, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('twoFactor')
    .set({ lastUsedStep: step })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('lastUsedStep', 'is', null), eb('lastUsedStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(db: Database, userId: string, hashes: string[], time: number) {
  await db.deleteFrom('twoFactorRecoveryCodes').where('userId', '=', userId).execute();
  await db
    .insertInto('twoFactorRecoveryCodes')
    .values(hashes.map((codeHash) => ({ userId, codeHash, usedAt: null, createdAt: time })))
    .execute();
}

/** Spends a recovery code; false when it is not the user's or was spent already. */
export async function useRecoveryCode(db: Database, userId: string, codeHash: string, time: number): Promise<boolean> {
  const result = await db
    .updateTable('twoFactorRecoveryCodes')
    .set({ usedAt: time })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('twoFactorRecoveryCodes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteTwoFactor(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('twoFactorRecoveryCodes').where('userId', '=', userId).execute();
  await db.deleteFrom('twoFactor').where('userId', '=', userId).execute();
}
