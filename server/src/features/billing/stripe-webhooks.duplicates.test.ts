import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscriptionRow } from './testing/billing.js';
import { dialects, type TestApp } from '../../../test/build-app.js';
import type { TestClock } from '../../../test/clock.js';
import type { TestUser } from '../../../test/factories.js';
import { stripeEnv, type FakeStripe, type FakeSubscription } from './testing/fake-stripe.js';
import { securityEvents, signedWebhook, startWebhookApp, stopWebhookApp } from './testing/stripe-webhook.js';

const START = Date.parse('2026-11-21T12:00:00.000Z');
const DAY_SECONDS = 24 * 60 * 60;

describe.each(dialects)('Stripe webhooks about a customer with two live subscriptions (%s)', (dialect) => {
  let fake: FakeStripe;
  let t: TestApp;
  let clock: TestClock;
  let logLines: string[];
  let user: TestUser;
  let customer: string;

  beforeEach(async () => {
    ({ fake, t, clock, logLines, user, customer } = await startWebhookApp(dialect, START));
  });
  afterEach(() => stopWebhookApp({ t, fake }));

  const deliver = (event: object) =>
    t.app.inject(
      signedWebhook(event, {
        secret: stripeEnv(fake).STRIPE_WEBHOOK_SECRET ?? '',
        timestamp: Math.floor(clock.now() / 1000),
      }),
    );
  const row = () => subscriptionRow(t, user.id);
  const paidCheckout = () => {
    const session = [...fake.sessions.values()][0];
    if (!session) throw new Error('no checkout session');
    const subscription = fake.completeCheckout(session.id);
    return { session, subscription };
  };

  /** The member paid one checkout, then a second (opened in another tab) a few minutes later. */
  const twoPaidCheckouts = () => {
    const created = Math.floor(START / 1000);
    const older = fake.addSubscription({ customer, created: created - 300 });
    const newer = fake.addSubscription({ customer, created });
    return { older, newer };
  };
  const invoiceOf = (subscription: FakeSubscription) => ({
    id: `in_${subscription.id}`,
    object: 'invoice',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
  });

  it.each(['customer.subscription.created', 'customer.subscription.updated', 'invoice.paid'])(
    '%s naming the newer cancels it at once, keeps the older and logs a refund request',
    async (type) => {
      const { older, newer } = twoPaidCheckouts();
      expect((await deliver(fake.event('customer.subscription.created', older))).statusCode).toBe(200);
      const object = type === 'invoice.paid' ? invoiceOf(newer) : newer;

      const res = await deliver(fake.event(type, object));
      expect(res.json()).toEqual({ received: true, outcome: 'applied' });
      expect(fake.subscriptions.get(newer.id)?.status).toBe('canceled');
      expect(fake.subscriptions.get(older.id)?.status).toBe('active');
      expect(fake.requestsTo('DELETE', `/v1/subscriptions/${newer.id}`)).toHaveLength(1);
      expect(await row()).toMatchObject({ stripeSubscriptionId: older.id, status: 'active' });
      expect(securityEvents(logLines, 'billing.subscription.duplicate-cancelled')).toEqual([
        expect.objectContaining({
          level: 40,
          targetId: newer.id,
          customerId: customer,
          keptSubscriptionId: older.id,
          reason:
            'A second live subscription of one customer was cancelled at once: refund its invoice from the Stripe Dashboard.',
        }),
      ]);
    },
  );

  it('checkout.session.completed for the second checkout cancels its subscription, even before the first is known', async () => {
    const older = fake.addSubscription({ customer, created: Math.floor(START / 1000) - 300 });
    const { session, subscription: newer } = paidCheckout();

    const res = await deliver(fake.event('checkout.session.completed', session));
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(fake.subscriptions.get(newer.id)?.status).toBe('canceled');
    expect(await row()).toMatchObject({ stripeSubscriptionId: older.id, status: 'active' });
    expect(securityEvents(logLines, 'billing.subscription.duplicate-cancelled')).toHaveLength(1);
  });

  it('keeps the older when the newer it read as live was cancelled as a duplicate in the meantime', async () => {
    const { older, newer } = twoPaidCheckouts();
    // A parallel delivery (of the older's event) cancels the newer just after this one has read it: its copy
    // of the newer says active.
    fake.afterRetrieve = (id) => {
      if (id !== newer.id) return;
      newer.status = 'canceled';
      fake.afterRetrieve = undefined;
    };

    const res = await deliver(fake.event('customer.subscription.updated', newer));
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await row()).toMatchObject({ stripeSubscriptionId: older.id, status: 'active' });
  });

  it('leaves a single live subscription alone, and one that replaced an ended one', async () => {
    const created = Math.floor(START / 1000);
    const ended = fake.addSubscription({ customer, created: created - 40 * DAY_SECONDS, status: 'canceled' });
    const current = fake.addSubscription({ customer, created });
    for (const subscription of [ended, current]) {
      expect((await deliver(fake.event('customer.subscription.updated', subscription))).statusCode).toBe(200);
    }
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${current.id}`)).toEqual([]);
    expect(await row()).toMatchObject({ stripeSubscriptionId: current.id, status: 'active' });
    expect(securityEvents(logLines, 'billing.subscription.duplicate-cancelled')).toEqual([]);
  });
});
