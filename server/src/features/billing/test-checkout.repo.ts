import type { Database } from '../../db/database.js';
import type { TestCheckoutStatus } from '../../db/tables.js';

export interface TestCheckoutSessionRecord {
  id: string;
  userId: string;
  email: string;
  customerId: string;
  status: TestCheckoutStatus;
  subscriptionId: string | null;
  expiresAt: number;
}

export async function insertTestCheckoutSession(
  db: Database,
  session: { id: string; userId: string; customerId: string; expiresAt: number; createdAt: number },
): Promise<void> {
  await db
    .insertInto('testCheckoutSessions')
    .values({ ...session, status: 'open', subscriptionId: null })
    .execute();
}

export async function findTestCheckoutSession(
  db: Database,
  id: string,
): Promise<TestCheckoutSessionRecord | undefined> {
  return db
    .selectFrom('testCheckoutSessions')
    .innerJoin('users', 'users.id', 'testCheckoutSessions.userId')
    .select([
      'testCheckoutSessions.id',
      'testCheckoutSessions.userId',
      'users.email',
      'testCheckoutSessions.customerId',
      'testCheckoutSessions.status',
      'testCheckoutSessions.subscriptionId',
      'testCheckoutSessions.expiresAt',
    ])
    .where('testCheckoutSessions.id', '=', id)
    .executeTakeFirst();
}

/** Completes an open, unexpired session with its new subscription; answers false if it no longer is open. */
export async function completeTestCheckoutSession(
  db: Database,
  id: string,
  subscriptionId: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('testCheckoutSessions')
    .set({ status: 'complete', subscriptionId })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
