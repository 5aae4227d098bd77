import { randomInt } from 'node:crypto';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { findSubscriptionById } from './billing.repo.js';
import type { PaymentProvider, SubscriptionSnapshot } from './payment-provider.js';
import { findTestCheckoutSession, insertTestCheckoutSession } from './test-checkout.repo.js';

export interface TestProviderDeps {
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
 * The offline provider: checkout happens on our own /test-checkout page, and our subscriptions table is
 * its record of subscriptions, so it answers from the same rows the Stripe provider's snapshots fill.
 */
export function createTestProvider({ db, now, publicUrl }: TestProviderDeps): PaymentProvider {
  async function retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | undefined> {
    const subscription = await findSubscriptionById(db, subscriptionId);
    return subscription && { ...subscription, readAt: now() };
  }

  return {
    createCustomer: () => Promise.resolve(testId('cus_test')),

    async createCheckoutSession({ userId, customerId }) {
      const id = testId('cs_test');
      const createdAt = now();
      await insertTestCheckoutSession(db, {
        id,
        userId,
        customerId,
        expiresAt: createdAt + SESSION_LIFETIME_MS,
        createdAt,
      });
      return `${publicUrl}/test-checkout?session_id=${id}`;
    },

    async retrieveCheckoutSession(sessionId) {
      const session = await findTestCheckoutSession(db, sessionId);
      if (!session) return undefined;
      const subscription = session.subscriptionId ? await retrieveSubscription(session.subscriptionId) : undefined;
      return {
        id: session.id,
        userId: session.userId,
        paid: session.status === 'complete',
        subscription: subscription ?? null,
      };
    },

    retrieveSubscription,

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const subscription = await retrieveSubscription(subscriptionId);
      if (!subscription) throw new Error(`No test subscription ${subscriptionId}`);
      return { ...subscription, cancelAtPeriodEnd: cancel };
    },

    createPortalSession: () => Promise.resolve(`${publicUrl}/test-billing-portal`),
  };
}
