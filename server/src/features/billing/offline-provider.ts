import { randomInt } from 'node:crypto';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { SubscriptionState } from '@baseline/contract';
import { findSubscriptionById } from './billing.repo.js';
import type { PaymentProvider, SubscriptionSnapshot } from './payment-provider.js';
import {
  expireTestCheckoutSession,
  findTestCheckoutSession,
  findTestSubscription,
  insertTestCheckoutSession,
  liveTestSubscriptions,
  updateTestSubscription,
} from './offline-checkout.repo.js';

export interface OfflineProviderDeps {
  db: Database;
  now: Clock;
  publicUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** As long as a Stripe Checkout Session stays open by default. */
const SESSION_LIFETIME_MS = DAY_MS;
const TEST_PERIOD_MS = 30 * DAY_MS;
const TEST_PRICE_ID = 'price_test_baseline';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Stripe's; for a checkout session, its 24 random characters are what keeps it private. */
export function testId(prefix: 'cs_test' | 'cus_test' | 'sub_test'): string {
  const random = Array.from({ length: 24 }, () => ALPHANUMERIC.charAt(randomInt(ALPHANUMERIC.length)));
  return `${prefix}_${random.join('')}`;
}

/** What paying on the test checkout buys: an active subscription for 30 days. */
export function newTestSubscription(customerId: string, now: number): SubscriptionSnapshot {
  return {
    id: testId('sub_test'),
    customerId,
    status: 'active',
    priceId: TEST_PRICE_ID,
    currentPeriodEnd: now + TEST_PERIOD_MS,
    cancelAtPeriodEnd: false,
    createdAt: now,
    readAt: now,
  };
}

/**
 * The offline provider: checkout happens on our own /test-checkout page, and the test_subscriptions table
 * is its record of subscriptions, kept apart from the one row per member we track, as Stripe keeps its own.
 */
export function createOfflineProvider({ db, now, publicUrl }: OfflineProviderDeps): PaymentProvider {
  /**
   * One this provider made, or else one written straight onto a member's row (the demo's complimentary
   * subscription), read from there as this provider always has.
   */
  async function retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | undefined> {
    const made = await findTestSubscription(db, subscriptionId, now());
    if (made) return made;
    const tracked = await findSubscriptionById(db, subscriptionId);
    return tracked && { ...tracked, readAt: now() };
  }

  async function changeSubscription(
    subscriptionId: string,
    changes: { status?: SubscriptionState; cancelAtPeriodEnd?: boolean },
  ): Promise<SubscriptionSnapshot> {
    await updateTestSubscription(db, subscriptionId, changes);
    const subscription = await retrieveSubscription(subscriptionId);
    if (!subscription) throw new Error(`No test subscription ${subscriptionId}`);
    return { ...subscription, ...changes };
  }

  return {
    createCustomer: () => Promise.resolve(testId('cus_test')),

    async createCheckoutSession({ userId, customerId }) {
      const id = testId('cs_test');
      const createdAt = now();
      const expiresAt = createdAt + SESSION_LIFETIME_MS;
      await insertTestCheckoutSession(db, { id, userId, customerId, expiresAt, createdAt });
      return { id, url: `${publicUrl}/test-checkout?session_id=${id}`, expiresAt };
    },

    async retrieveCheckoutSession(sessionId) {
      const session = await findTestCheckoutSession(db, sessionId);
      if (!session) return undefined;
      const subscription = session.subscriptionId && (await retrieveSubscription(session.subscriptionId));
      return {
        id: session.id,
        open: session.status === 'open' && session.expiresAt > now(),
        userId: session.userId,
        paid: session.status === 'complete',
        subscription: subscription || null,
      };
    },

    expireCheckoutSession: (sessionId) => expireTestCheckoutSession(db, sessionId),

    retrieveSubscription,

    liveSubscriptionsOf: (customerId) => liveTestSubscriptions(db, customerId, now()),

    setCancelAtPeriodEnd: (subscriptionId, cancel) => changeSubscription(subscriptionId, { cancelAtPeriodEnd: cancel }),

    cancelSubscriptionNow: (subscriptionId) => changeSubscription(subscriptionId, { status: 'canceled' }),

    createPortalSession: () => Promise.resolve(`${publicUrl}/test-billing-portal`),
  };
}
