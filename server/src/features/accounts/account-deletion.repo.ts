import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Tables } from '../../db/tables.js';

/** What erasing an account needs to know of it: the rows without a foreign key are found by these. */
export interface ErasedAccount {
  id: string;
  email: string;
  usernameKey: string;
  isAdmin: number;
}

export async function findErasedAccount(db: Database, userId: string): Promise<ErasedAccount | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'usernameKey', 'isAdmin'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Holds every administrator's row until the transaction ends (an update locks rows in PostgreSQL; SQLite has
 * one writer at a time anyway), so two administrators deleting themselves at once cannot both see the other
 * still there.
 */
export async function lockAdministrators(db: Database): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('isAdmin', '=', 1)
    .execute();
}

export async function countAdministrators(db: Database): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('isAdmin', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Removes every row of the account. The user's row goes last, and with it, by ON DELETE CASCADE, everything
 * that references it (days and through them tabs, tags, images and mentions; the search index; player notes,
 * labels and their assignments; templates; sessions, revoked tokens and reset tokens; two-factor; the
 * subscription; the test checkout's sessions). Before it, what names the member without a foreign key: their
 * registration request, the mail queued or sent to them, the audit rows (kept as events: those about them
 * lose their target and detail, those they made their actor) and their id as the decider of others' requests.
 */
export async function eraseAccount(trx: Database, account: ErasedAccount): Promise<void> {
  const theirRequest = (eb: ExpressionBuilder<Tables, 'registrationRequests'>) =>
    eb.or([eb('usernameKey', '=', account.usernameKey), eb('email', '=', account.email)]);
  const theirRequestIds = trx.selectFrom('registrationRequests').select('id').where(theirRequest);
  await trx
    .updateTable('auditLog')
    .set({ targetId: null, detail: '{}' })
    .where((eb) => eb.or([eb('targetId', '=', account.id), eb('targetId', 'in', theirRequestIds)]))
    .execute();
  await trx.updateTable('auditLog').set({ actorId: null }).where('actorId', '=', account.id).execute();
  await trx.deleteFrom('registrationRequests').where(theirRequest).execute();
  await trx.updateTable('registrationRequests').set({ decidedBy: null }).where('decidedBy', '=', account.id).execute();
  await trx.deleteFrom('mailOutbox').where('recipient', '=', account.email).execute();
  await trx.deleteFrom('users').where('id', '=', account.id).execute();
}
