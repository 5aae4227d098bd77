import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscriptionRow } from './testing/billing.js';
import { dialects, type TestApp } from '../../../test/build-app.js';
import type { TestClock } from '../../../test/clock.js';
import type { TestUser } from '../../../test/factories.js';
import { stripeEnv, type FakeStripe, type FakeSubscription } from './testing/fake-stripe.js';
import {
  securityEvents,
  signedPayload,
  signedWebhook,
  startWebhookApp,
  stopWebhookApp,
} from './testing/stripe-webhook.js';

const START = Date.parse('2026-11-21T12:00:00.000Z');
const DAY_SECONDS = 24 * 60 * 60;
const UNAVAILABLE = { error: 'The payment provider is unavailable. Please try again shortly.' };

/** Every order of the given events. */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe.each(dialects)('Stripe webhooks (%s)', (dialect) => {
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

  const secret = (): string => stripeEnv(fake).STRIPE_WEBHOOK_SECRET ?? '';
  const deliver = (event: object, timestamp = Math.floor(clock.now() / 1000)) =>
    t.app.inject(signedWebhook(event, { secret: secret(), timestamp }));
  const row = () => subscriptionRow(t, user.id);
  const recordedEvents = () => t.database.db.selectFrom('stripeEvents').selectAll().execute();
  const subscriptionFetches = (subscription: FakeSubscription) =>
    fake.requestsTo('GET', `/v1/subscriptions/${subscription.id}`);
  const paidCheckout = () => {
    const session = [...fake.sessions.values()][0];
    if (!session) throw new Error('no checkout session');
    const subscription = fake.completeCheckout(session.id);
    return { session, subscription };
  };

  describe('signatures', () => {
    it('refuses a missing, forged, tampered or stale signature, and changes nothing', async () => {
      const { session } = paidCheckout();
      const event = fake.event('checkout.session.completed', session);
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ error: 'Missing Stripe-Signature header.' });

      const forged = await t.app.inject(signedWebhook(event, { secret: 'whsec_not_ours' }));
      const tamperedRequest = signedWebhook(event, { secret: secret() });
      const tampered = await t.app.inject({
        ...tamperedRequest,
        payload: JSON.stringify({ ...event, id: 'evt_other' }),
      });
      const stale = await deliver(event, Math.floor(clock.now() / 1000) - 301);
      for (const res of [forged, tampered, stale]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'Invalid or expired webhook signature.' });
      }

      expect(await row()).toMatchObject({ status: 'none', stripeSubscriptionId: null });
      expect(await recordedEvents()).toEqual([]);
      expect(fake.requestsTo('GET', `/v1/subscriptions/${session.subscription ?? ''}`)).toEqual([]);
    });

    it('accepts a signature within the five-minute tolerance', async () => {
      const { session } = paidCheckout();
      const res = await deliver(
        fake.event('checkout.session.completed', session),
        Math.floor(clock.now() / 1000) - 299,
      );
      expect(res.statusCode).toBe(200);
    });

    it('holds the tolerance both ways: a signature dated more than five minutes ahead is refused and logged', async () => {
      const { session } = paidCheckout();
      const ahead = await deliver(
        fake.event('checkout.session.completed', session),
        Math.floor(clock.now() / 1000) + 301,
      );
      expect(ahead.statusCode).toBe(400);
      expect(ahead.json()).toEqual({ error: 'Invalid or expired webhook signature.' });
      expect(securityEvents(logLines, 'webhook.signature.failed')).toEqual([
        expect.objectContaining({ status: 400, reason: 'Invalid or expired webhook signature.' }),
      ]);
      // The SDK reads the last timestamp of the header, and so must the check of the future.
      const future = signedWebhook(fake.event('checkout.session.completed', session), {
        secret: secret(),
        timestamp: Math.floor(clock.now() / 1000) + 301,
      });
      const signature = String(future.headers?.['stripe-signature']);
      const disguised = await t.app.inject({
        ...future,
        headers: { ...future.headers, 'stripe-signature': `t=${Math.floor(clock.now() / 1000)},${signature}` },
      });
      expect(disguised.statusCode).toBe(400);
      expect(disguised.json()).toEqual({ error: 'Invalid or expired webhook signature.' });
      expect(await row()).toMatchObject({ status: 'none', stripeSubscriptionId: null });
      expect(await recordedEvents()).toEqual([]);

      const slightlyAhead = await deliver(
        fake.event('checkout.session.completed', session),
        Math.floor(clock.now() / 1000) + 299,
      );
      expect(slightlyAhead.json()).toEqual({ received: true, outcome: 'applied' });
    });

    it('answers 400 to a validly signed body that is not JSON, or not an event', async () => {
      const sign = (payload: string) =>
        t.app.inject(signedPayload(payload, { secret: secret(), timestamp: Math.floor(clock.now() / 1000) }));
      const notJson = await sign('{"id": "evt_1", "type": "invoice.paid",');
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json()).toEqual({ error: 'The webhook body is not valid JSON.' });

      for (const payload of ['42', 'null', '[]', '{}', '{"id":"evt_2","type":"invoice.paid"}', '{"id":1,"type":"x"}']) {
        const res = await sign(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'The webhook body is not a Stripe event.' });
      }
      const oddId = await sign(JSON.stringify(fake.event('customer.subscription.updated', { id: 42, customer })));
      expect(oddId.json()).toEqual({ received: true, outcome: 'applied' });
      expect(await row()).toMatchObject({ status: 'none', stripeSubscriptionId: null });
    });
  });

  describe('handled events', () => {
    it('checkout.session.completed stores the subscription as Stripe has it now', async () => {
      const { session, subscription } = paidCheckout();
      const event = fake.event('checkout.session.completed', session);
      const res = await deliver(event);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, outcome: 'applied' });

      expect(subscriptionFetches(subscription)).toHaveLength(1);
      expect(await row()).toMatchObject({
        stripeCustomerId: customer,
        stripeSubscriptionId: subscription.id,
        status: 'active',
        currentPeriodEnd: (subscription.items.data[0]?.current_period_end ?? 0) * 1000,
      });
      expect(await recordedEvents()).toEqual([
        { id: event.id, type: 'checkout.session.completed', processedAt: START },
      ]);
    });

    it.each([
      'customer.subscription.created',
      'customer.subscription.updated',
      'customer.subscription.deleted',
      'invoice.paid',
      'invoice.payment_failed',
    ])('%s syncs the subscription it names', async (type) => {
      const { subscription } = paidCheckout();
      const stripeSide = fake.subscriptions.get(subscription.id);
      if (stripeSide) Object.assign(stripeSide, { status: 'past_due', cancel_at_period_end: true });
      const object = type.startsWith('invoice.')
        ? {
            id: 'in_1',
            object: 'invoice',
            parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
          }
        : subscription;

      const res = await deliver(fake.event(type, object));
      expect(res.json()).toEqual({ received: true, outcome: 'applied' });
      expect(await row()).toMatchObject({
        stripeSubscriptionId: subscription.id,
        status: 'past_due',
        cancelAtPeriodEnd: 1,
      });
    });

    it('records an invoice without a subscription, and a subscription Stripe no longer knows, changing nothing', async () => {
      const oneOff = await deliver(fake.event('invoice.paid', { id: 'in_2', object: 'invoice', parent: null }));
      const gone = await deliver(fake.event('customer.subscription.updated', { id: 'sub_gone', customer }));
      for (const res of [oneOff, gone]) expect(res.json()).toEqual({ received: true, outcome: 'applied' });
      expect(await row()).toMatchObject({ status: 'none', stripeSubscriptionId: null });
      expect(await recordedEvents()).toHaveLength(2);
    });

    it('answers 200 to event types it does not handle, without recording or fetching anything', async () => {
      const calls = fake.requests.length;
      const res = await deliver(fake.event('customer.created', { id: customer, object: 'customer' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
      expect(await recordedEvents()).toEqual([]);
      expect(fake.requests).toHaveLength(calls);
    });
  });

  describe('delivered more than once', () => {
    it('applies an event delivered five times once', async () => {
      const { session, subscription } = paidCheckout();
      const event = fake.event('checkout.session.completed', session);
      const outcomes = [];
      for (let delivery = 0; delivery < 5; delivery++) outcomes.push((await deliver(event)).json());
      expect(outcomes).toEqual([
        { received: true, outcome: 'applied' },
        ...Array.from({ length: 4 }, () => ({ received: true, outcome: 'duplicate' })),
      ]);
      expect(subscriptionFetches(subscription)).toHaveLength(1);
      expect(await recordedEvents()).toHaveLength(1);
      expect(await row()).toMatchObject({ stripeSubscriptionId: subscription.id, status: 'active' });
    });

    it('applies an event delivered five times at once once', async () => {
      const { session, subscription } = paidCheckout();
      const event = fake.event('checkout.session.completed', session);
      const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
      const outcomes = responses.map((res) => res.json<{ outcome: string }>().outcome);
      expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(4);
      expect(await recordedEvents()).toHaveLength(1);
      expect(await row()).toMatchObject({ stripeSubscriptionId: subscription.id, status: 'active' });
    });
  });

  describe('out of order', () => {
    it('a deletion delivered before the checkout that started it leaves the subscription ended', async () => {
      const { session, subscription } = paidCheckout();
      const completed = fake.event('checkout.session.completed', session);
      const stripeSide = fake.subscriptions.get(subscription.id);
      if (stripeSide) stripeSide.status = 'canceled';
      const deleted = fake.event('customer.subscription.deleted', stripeSide ?? {});

      await deliver(deleted);
      await deliver(completed);
      expect(await row()).toMatchObject({ stripeSubscriptionId: subscription.id, status: 'canceled' });
    });

    /** An older subscription of the user's and a newer one, with the state each ends in at Stripe. */
    const scenarios = [
      { name: 'an old one cancelled, a new one active', old: 'canceled', new: 'active', winner: 'new' },
      {
        name: 'an old one active, a new one that never started',
        old: 'active',
        new: 'incomplete_expired',
        winner: 'old',
      },
    ] as const;

    it.each(scenarios)('every order of delivery ends in the same state: $name', async (scenario) => {
      const created = Math.floor(START / 1000);
      const older = fake.addSubscription({ customer, created: created - 20 * DAY_SECONDS, status: 'active' });
      const newer = fake.addSubscription({ customer, created, status: 'incomplete' });
      // The events carry each subscription as it was when they happened...
      const events = () => [
        fake.event('customer.subscription.created', older),
        fake.event('customer.subscription.created', newer),
        fake.event('invoice.paid', {
          id: 'in_3',
          object: 'invoice',
          parent: { subscription_details: { subscription: older.id } },
        }),
        fake.event('customer.subscription.updated', { ...newer, status: scenario.new }),
      ];
      // ...while Stripe, asked now, has them in their final states.
      older.status = scenario.old;
      newer.status = scenario.new;
      const winner = scenario.winner === 'new' ? newer : older;

      const endings = new Set<string>();
      for (const order of permutations([0, 1, 2, 3])) {
        await t.database.db
          .updateTable('subscriptions')
          .set({ stripeSubscriptionId: null, status: 'none', syncedAt: null, subscriptionCreatedAt: null })
          .where('userId', '=', user.id)
          .execute();
        const batch = events();
        for (const index of order) {
          const event = batch[index];
          if (event) expect((await deliver(event)).statusCode).toBe(200);
        }
        const final = await row();
        endings.add(JSON.stringify([final?.stripeSubscriptionId, final?.status]));
      }
      expect([...endings]).toEqual([JSON.stringify([winner.id, winner.status])]);
    });
  });

  describe('when Stripe cannot answer', () => {
    it.each(['failing', 'down'] as const)(
      'answers 503 while Stripe is %s, records nothing, and applies the retry',
      async (trouble) => {
        const { session, subscription } = paidCheckout();
        const event = fake.event('checkout.session.completed', session);
        fake[trouble] = true;
        const res = await deliver(event);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual(UNAVAILABLE);
        expect(await recordedEvents()).toEqual([]);
        expect(await row()).toMatchObject({ status: 'none' });
        expect(logLines.some((line) => line.includes('Stripe webhook failed') && line.includes(event.id))).toBe(true);

        fake[trouble] = false;
        expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'applied' });
        expect(await row()).toMatchObject({ stripeSubscriptionId: subscription.id, status: 'active' });
      },
    );
  });
});
