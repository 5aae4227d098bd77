import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../build-app.js';
import { testClock } from '../clock.js';
import { signIn } from '../factories.js';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../src/features/billing/testing/fake-stripe.js';
import { signedWebhook } from '../../src/features/billing/testing/stripe-webhook.js';

const START = Date.parse('2026-11-21T12:00:00.000Z');
const DELIVERIES = 5;

/** Every order of the given items. */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

/** What Stripe sends for one paid checkout, each event carrying the subscription as it was then. */
const EVENT_TYPES = [
  'customer.subscription.created',
  'checkout.session.completed',
  'invoice.paid',
  'customer.subscription.updated',
] as const;
const orders = permutations([0, 1, 2, 3]).map(
  (order) => [order.map((i) => EVENT_TYPES[i]).join(' → '), order] as const,
);

describe.each(dialects)('a checkout’s webhooks, each delivered five times, in every order (%s)', (dialect) => {
  let fake: FakeStripe;
  let t: TestApp;
  const clock = testClock(START);
  beforeAll(async () => {
    fake = await startFakeStripe(clock.now);
    t = await buildTestApp(dialect, stripeEnv(fake), { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A user who has just paid on Stripe's page, and the events Stripe sends about it. */
  async function paidCheckout() {
    const { user, headers } = await signIn(t);
    const started = await t.app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', headers });
    const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(started.json<{ url: string }>().url)?.[1] ?? '';
    const session = fake.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session in ${started.body}`);
    const subscription = fake.completeCheckout(sessionId);
    const invoice = {
      id: `in_${subscription.id}`,
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    };
    const events = {
      'customer.subscription.created': fake.event('customer.subscription.created', {
        ...subscription,
        status: 'incomplete',
      }),
      'checkout.session.completed': fake.event('checkout.session.completed', session),
      'invoice.paid': fake.event('invoice.paid', invoice),
      'customer.subscription.updated': fake.event('customer.subscription.updated', subscription),
    };
    return { user, headers, subscription, events };
  }

  const deliver = (event: object) =>
    t.app.inject(
      signedWebhook(event, {
        secret: stripeEnv(fake).STRIPE_WEBHOOK_SECRET ?? '',
        timestamp: Math.floor(clock.now() / 1000),
      }),
    );

  it.each(orders)('%s: one final state, each event applied once', async (_name, order) => {
    const { user, headers, subscription, events } = await paidCheckout();
    const outcomes = new Map<string, string[]>();
    // Stripe retries: the whole set arrives, then again, five times, each round in this order.
    for (let round = 0; round < DELIVERIES; round++) {
      for (const index of order) {
        const event = events[EVENT_TYPES[index] ?? 'invoice.paid'];
        const res = await deliver(event);
        expect(res.statusCode).toBe(200);
        outcomes.set(event.id, [...(outcomes.get(event.id) ?? []), res.json<{ outcome: string }>().outcome]);
      }
    }

    for (const each of outcomes.values()) expect(each).toEqual(['applied', ...Array<string>(4).fill('duplicate')]);
    const eventIds = Object.values(events).map((event) => event.id);
    const recorded = await t.database.db.selectFrom('stripeEvents').select('id').where('id', 'in', eventIds).execute();
    expect(recorded).toHaveLength(EVENT_TYPES.length);
    const rows = await t.database.db.selectFrom('subscriptions').selectAll().where('userId', '=', user.id).execute();
    expect(rows).toEqual([
      expect.objectContaining({
        stripeCustomerId: subscription.customer,
        stripeSubscriptionId: subscription.id,
        status: 'active',
        cancelAtPeriodEnd: 0,
        currentPeriodEnd: (subscription.items.data[0]?.current_period_end ?? 0) * 1000,
      }),
    ]);
    const status = await t.app.inject({ method: 'GET', url: '/api/stripe/subscription-status', headers });
    expect(status.json()).toMatchObject({ subscribed: true, status: 'active', cancelAtPeriodEnd: false });
  });

  it('ends in the same state when all twenty deliveries arrive at once', async () => {
    const { user, subscription, events } = await paidCheckout();
    const deliveries = Object.values(events).flatMap((event) => Array.from({ length: DELIVERIES }, () => event));
    const responses = await Promise.all(deliveries.map(deliver));
    expect(responses.map((res) => res.statusCode)).toEqual(deliveries.map(() => 200));
    const applied = responses.filter((res) => res.json<{ outcome: string }>().outcome === 'applied');
    expect(applied).toHaveLength(EVENT_TYPES.length);
    const rows = await t.database.db.selectFrom('subscriptions').selectAll().where('userId', '=', user.id).execute();
    expect(rows).toEqual([expect.objectContaining({ stripeSubscriptionId: subscription.id, status: 'active' })]);
  });
});
