import type { SubscriptionState } from '@baseline/contract';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { TestCheckoutStatus, TestSubscriptionsTable } from '../../db/tables.js';
import { ACCESS_GRANTING_STATES } from '../access/access-policy.js';
import { knownState, type SubscriptionSnapshot } from './payment-provider.js';

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

/** Makes a session that lost the race to a parallel one unpayable. */
export async function expireTestCheckoutSession(db: Database, id: string): Promise<void> {
  await db
    .updateTable('testCheckoutSessions')
    .set({ status: 'expired' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

export async function insertTestSubscription(db: Database, subscription: SubscriptionSnapshot): Promise<void> {
  await db
    .insertInto('testSubscriptions')
    .values({
      id: subscription.id,
      customerId: subscription.customerId,
      status: subscription.status,
      priceId: subscription.priceId,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd ? 1 : 0,
      createdAt: subscription.createdAt,
    })
    .execute();
}

export async function updateTestSubscription(
  db: Database,
  id: string,
  changes: { status?: SubscriptionState; cancelAtPeriodEnd?: boolean },
): Promise<void> {
  const { status, cancelAtPeriodEnd } = changes;
  await db
    .updateTable('testSubscriptions')
    .set({
      ...(status === undefined ? {} : { status }),
      ...(cancelAtPeriodEnd === undefined ? {} : { cancelAtPeriodEnd: cancelAtPeriodEnd ? 1 : 0 }),
    })
    .where('id', '=', id)
    .execute();
}

export async function findTestSubscription(db: Database, id: string, readAt: number) {
  const row = await db.selectFrom('testSubscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toSnapshot(row, readAt);
}

/**
 * The customer's test subscriptions that grant access now. Test subscriptions never renew, so one whose
 * period is over counts as ended, as it would at Stripe once its renewal failed.
 */
export async function liveTestSubscriptions(db: Database, customerId: string, now: number) {
  const rows = await db
    .selectFrom('testSubscriptions')
    .selectAll()
    .where('customerId', '=', customerId)
    .where('status', 'in', ACCESS_GRANTING_STATES)
    .where('currentPeriodEnd', '>', now)
    .execute();
  return rows.map((row) => toSnapshot(row, now));
}

function toSnapshot(row: Selectable<TestSubscriptionsTable>, readAt: number): SubscriptionSnapshot {
  return {
    id: row.id,
    customerId: row.customerId,
    status: knownState(row.status) ?? 'none',
    priceId: row.priceId,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd === 1,
    createdAt: row.createdAt,
    readAt,
  };
}
