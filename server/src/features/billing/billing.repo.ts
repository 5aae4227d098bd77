import type { SubscriptionState } from '@baseline/contract';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SubscriptionsTable } from '../../db/tables.js';
import { ACCESS_GRANTING_STATES, isLiveState } from '../access/access-policy.js';
import { knownState, type OpenCheckout, type SubscriptionSnapshot } from './payment-provider.js';

export interface SubscriptionRecord {
  userId: string;
  customerId: string;
  subscriptionId: string | null;
  status: SubscriptionState;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** The checkout session last opened for the member, whatever has become of it since. */
  checkout: OpenCheckout | null;
}

function toRecord(row: Selectable<SubscriptionsTable>): SubscriptionRecord {
  return {
    userId: row.userId,
    customerId: row.stripeCustomerId,
    subscriptionId: row.stripeSubscriptionId,
    status: knownState(row.status) ?? 'none',
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd === 1,
    checkout:
      row.checkoutSessionId === null || row.checkoutUrl === null || row.checkoutExpiresAt === null
        ? null
        : { id: row.checkoutSessionId, url: row.checkoutUrl, expiresAt: row.checkoutExpiresAt },
  };
}

export async function findSubscription(db: Database, userId: string): Promise<SubscriptionRecord | undefined> {
  const row = await db.selectFrom('subscriptions').selectAll().where('userId', '=', userId).executeTakeFirst();
  return row && toRecord(row);
}

/** A subscription by its provider id, as a snapshot without its read time. */
export async function findSubscriptionById(
  db: Database,
  subscriptionId: string,
): Promise<Omit<SubscriptionSnapshot, 'readAt'> | undefined> {
  const row = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('stripeSubscriptionId', '=', subscriptionId)
    .executeTakeFirst();
  // A snapshot writes these columns together with the subscription id, so none is null on this row.
  if (!row || row.priceId === null || row.currentPeriodEnd === null || row.subscriptionCreatedAt === null) {
    return undefined;
  }
  return {
    id: subscriptionId,
    customerId: row.stripeCustomerId,
    status: knownState(row.status) ?? 'none',
    priceId: row.priceId,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd === 1,
    createdAt: row.subscriptionCreatedAt,
  };
}

/**
 * Links a user to their new provider customer, unless a parallel request linked one first; answers the
 * customer the user now has.
 */
export async function linkCustomer(db: Database, userId: string, customerId: string, now: number): Promise<string> {
  await db
    .insertInto('subscriptions')
    .values({ userId, stripeCustomerId: customerId, status: 'none', cancelAtPeriodEnd: 0, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  const row = await db
    .selectFrom('subscriptions')
    .select('stripeCustomerId')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return row.stripeCustomerId;
}

/**
 * Keeps `opened` as the member's checkout session if the one they had is still `previousId`; otherwise a
 * parallel request kept its own first. Answers the session the member now has, the same for every racer.
 */
export async function keepCheckout(
  db: Database,
  userId: string,
  previousId: string | null,
  opened: OpenCheckout,
  now: number,
): Promise<OpenCheckout> {
  await db
    .updateTable('subscriptions')
    .set({ checkoutSessionId: opened.id, checkoutUrl: opened.url, checkoutExpiresAt: opened.expiresAt, updatedAt: now })
    .where('userId', '=', userId)
    .where('checkoutSessionId', previousId === null ? 'is' : '=', previousId)
    .execute();
  const kept = await findSubscription(db, userId);
  if (!kept?.checkout) throw new Error(`No checkout session kept for user ${userId}`);
  return kept.checkout;
}

/**
 * Holds the customer's row until the transaction ends, so parallel writers for one customer take turns
 * (an update locks the row in PostgreSQL; SQLite has one writer at a time anyway).
 */
export async function lockCustomer(db: Database, customerId: string): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('stripeCustomerId', '=', customerId)
    .execute();
}

/**
 * Writes a provider snapshot onto its customer's row, unless the row already holds something that wins:
 * a later read of the same subscription, or another subscription that outranks it (a live one over one
 * that is not, then the newer). Whatever order snapshots arrive in, the row ends at the same winner.
 * Answers whether the row changed.
 */
export async function applySubscriptionSnapshot(
  db: Database,
  snapshot: SubscriptionSnapshot,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({
      stripeSubscriptionId: snapshot.id,
      status: snapshot.status,
      priceId: snapshot.priceId,
      currentPeriodEnd: snapshot.currentPeriodEnd,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd ? 1 : 0,
      subscriptionCreatedAt: snapshot.createdAt,
      syncedAt: snapshot.readAt,
      updatedAt: now,
    })
    .where('stripeCustomerId', '=', snapshot.customerId)
    .where((eb) => {
      const storedIsLive = eb('status', 'in', ACCESS_GRANTING_STATES);
      const notNewer = eb('subscriptionCreatedAt', '<=', snapshot.createdAt);
      return eb.or([
        eb('stripeSubscriptionId', 'is', null),
        eb.and([eb('stripeSubscriptionId', '=', snapshot.id), eb('syncedAt', '<=', snapshot.readAt)]),
        eb.and([
          eb('stripeSubscriptionId', '!=', snapshot.id),
          isLiveState(snapshot.status)
            ? eb.or([eb.not(storedIsLive), notNewer])
            : eb.and([eb.not(storedIsLive), notNewer]),
        ]),
      ]);
    })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a Stripe event as applied; answers false when it was already (a redelivery, or a parallel one). */
export async function recordStripeEvent(
  db: Database,
  event: { id: string; type: string },
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('stripeEvents')
    .values({ id: event.id, type: event.type, processedAt: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function isStripeEventRecorded(db: Database, eventId: string): Promise<boolean> {
  const row = await db.selectFrom('stripeEvents').select('id').where('id', '=', eventId).executeTakeFirst();
  return row !== undefined;
}
