import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../build-app.js';
import { testClock } from '../clock.js';
import { signIn } from '../factories.js';
import {
  startFakeStripe,
  stripeEnv,
  type FakeStripe,
  type FakeSubscription,
} from '../../src/features/billing/testing/fake-stripe.js';
import { securityEvents, signedWebhook } from '../../src/features/billing/testing/stripe-webhook.js';

const START = Date.parse('2026-11-21T12:00:00.000Z');
const DELIVERIES = 3;

/** Every order of the given items. */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

/** What Stripe sends when one member has paid two checkouts: each event names one of the two subscriptions. */
const EVENTS = [
  ['customer.subscription.created', 'older'],
  ['customer.subscription.created', 'newer'],
  ['checkout.session.completed', 'newer'],
  ['invoice.paid', 'newer'],
] as const;
const orders = permutations([0, 1, 2, 3]).map(
  (order) => [order.map((i) => EVENTS[i]?.join(' of the ')).join(' → '), order] as const,
);

describe.each(dialects)('two paid checkouts of one member, their webhooks in every order (%s)', (dialect) => {
  let fake: FakeStripe;
  let t: TestApp;
  const logLines: string[] = [];
  const clock = testClock(START);
  beforeAll(async () => {
    fake = await startFakeStripe(clock.now);
    const logger = { level: 'warn', stream: { write: (line: string) => logLines.push(line) } };
    t = await buildTestApp(dialect, stripeEnv(fake), { now: clock.now, logger });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A member whose two checkouts, minutes apart, were both paid, and the events Stripe sends about them. */
  async function twoPaidCheckouts() {
    const { user, headers } = await signIn(t);
    const started = await t.app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', headers });
    const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(started.json<{ url: string }>().url)?.[1] ?? '';
    const session = fake.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session in ${started.body}`);
    const older = fake.addSubscription({ customer: session.customer, created: Math.floor(START / 1000) - 300 });
    const newer = fake.completeCheckout(sessionId);
    const invoice = (subscription: FakeSubscription) => ({
      id: `in_${subscription.id}`,
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    });
    const events = [
      fake.event('customer.subscription.created', { ...older, status: 'incomplete' }),
      fake.event('customer.subscription.created', { ...newer, status: 'incomplete' }),
      fake.event('checkout.session.completed', session),
      fake.event('invoice.paid', invoice(newer)),
    ];
    return { user, older, newer, events };
  }

  const deliver = (event: object) =>
    t.app.inject(
      signedWebhook(event, {
        secret: stripeEnv(fake).STRIPE_WEBHOOK_SECRET ?? '',
        timestamp: Math.floor(clock.now() / 1000),
      }),
    );
  const refundRequests = (subscription: FakeSubscription) =>
    securityEvents(logLines, 'billing.subscription.duplicate-cancelled').filter(
      (entry) => entry.targetId === subscription.id,
    );

  async function expectOlderKept(userId: string, older: FakeSubscription, newer: FakeSubscription): Promise<void> {
    expect(fake.subscriptions.get(older.id)?.status).toBe('active');
    expect(fake.subscriptions.get(newer.id)?.status).toBe('canceled');
    const rows = await t.database.db.selectFrom('subscriptions').selectAll().where('userId', '=', userId).execute();
    expect(rows).toEqual([expect.objectContaining({ stripeSubscriptionId: older.id, status: 'active' })]);
  }

  it.each(orders)('%s: the older kept, the newer cancelled once, one refund request', async (_name, order) => {
    const { user, older, newer, events } = await twoPaidCheckouts();
    for (let round = 0; round < DELIVERIES; round++) {
      for (const index of order) {
        const event = events[index];
        if (event) expect((await deliver(event)).statusCode).toBe(200);
      }
    }
    await expectOlderKept(user.id, older, newer);
    expect(fake.requestsTo('DELETE', `/v1/subscriptions/${newer.id}`)).toHaveLength(1);
    expect(refundRequests(newer)).toEqual([
      expect.objectContaining({ customerId: older.customer, keptSubscriptionId: older.id }),
    ]);
  });

  it('ends in the same state when every delivery arrives at once', async () => {
    const { user, older, newer, events } = await twoPaidCheckouts();
    const deliveries = events.flatMap((event) => Array.from({ length: DELIVERIES }, () => event));
    const responses = await Promise.all(deliveries.map(deliver));
    expect(responses.map((res) => res.statusCode)).toEqual(deliveries.map(() => 200));
    await expectOlderKept(user.id, older, newer);
    // Handlers racing over the duplicate share one idempotency key, so Stripe cancels it once.
    expect(refundRequests(newer).length).toBeGreaterThan(0);
  });
});
