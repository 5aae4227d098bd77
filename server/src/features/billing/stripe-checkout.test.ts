import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscriptionRow } from './testing/billing.js';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { authHeader, loginAs, signIn } from '../../../test/factories.js';
import { FAKE_STRIPE_PRICE, startFakeStripe, stripeEnv, type FakeStripe } from './testing/fake-stripe.js';
import { securityEvents } from './testing/stripe-webhook.js';
import { createTokenService } from '../access/token-service.js';

const PUBLIC_URL = 'https://baseline.test';
const START = Date.parse('2026-11-21T12:00:00.000Z');
const MINUTE = 60_000;
const UNAVAILABLE = { error: 'The payment provider is unavailable. Please try again shortly.' };

type Headers = Record<string, string>;

describe.each(dialects)('subscriptions on Stripe (%s)', (dialect) => {
  let fake: FakeStripe;
  let t: TestApp;
  let clock: TestClock;
  let logLines: string[];
  beforeEach(async () => {
    clock = testClock(START);
    fake = await startFakeStripe(clock.now);
    logLines = [];
    const logger = { level: 'warn', stream: { write: (line: string) => logLines.push(line) } };
    t = await buildTestApp(dialect, { PUBLIC_URL, ...stripeEnv(fake) }, { now: clock.now, logger });
  });
  afterEach(async () => {
    await t.close();
    await fake.close();
  });

  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const startCheckout = async (headers: Headers): Promise<string> => {
    const res = await post('/api/stripe/create-checkout-session', headers);
    expect(res.statusCode).toBe(200);
    const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(res.json<{ url: string }>().url)?.[1];
    if (!sessionId) throw new Error(`not a fake Stripe checkout address: ${res.body}`);
    return sessionId;
  };
  const verify = (headers: Headers, sessionId: string) => post('/api/stripe/verify-session', headers, { sessionId });
  const subscribe = async (headers: Headers) => {
    const sessionId = await startCheckout(headers);
    const subscription = fake.completeCheckout(sessionId);
    expect((await verify(headers, sessionId)).statusCode).toBe(200);
    return subscription;
  };
  const status = async (headers: Headers) =>
    (await t.app.inject({ method: 'GET', url: '/api/stripe/subscription-status', headers })).json<unknown>();

  describe('POST /api/stripe/create-checkout-session', () => {
    it('makes the customer, then a subscription checkout for our price, with idempotency keys', async () => {
      const { user, headers } = await signIn(t);
      const res = await post('/api/stripe/create-checkout-session', headers);
      expect(res.statusCode).toBe(200);
      const [session] = [...fake.sessions.values()];
      expect(res.json()).toEqual({ url: session?.url });

      const window = Math.floor(START / MINUTE);
      const [customerCall] = fake.requestsTo('POST', '/v1/customers');
      expect(customerCall).toEqual({
        method: 'POST',
        path: '/v1/customers',
        params: { email: user.email, 'metadata[userId]': user.id },
        idempotencyKey: `customer-${user.id}-${window}`,
        stripeVersion: Stripe.API_VERSION,
        authorization: 'Bearer sk_test_baseline',
      });
      const [customer] = [...fake.customers.values()];
      const [sessionCall] = fake.requestsTo('POST', '/v1/checkout/sessions');
      expect(sessionCall?.params).toEqual({
        mode: 'subscription',
        'line_items[0][price]': FAKE_STRIPE_PRICE,
        'line_items[0][quantity]': '1',
        customer: customer?.id,
        client_reference_id: user.id,
        success_url: `${PUBLIC_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${PUBLIC_URL}/cancel`,
      });
      expect(sessionCall?.idempotencyKey).toBe(`checkout-${user.id}-${window}`);
      expect(sessionCall?.stripeVersion).toBe(Stripe.API_VERSION);
      expect(await subscriptionRow(t, user.id)).toMatchObject({ stripeCustomerId: customer?.id, status: 'none' });
    });

    it('reuses the open session however much later, and opens a new one only once it has expired', async () => {
      const { user, headers } = await signIn(t);
      const first = await startCheckout(headers);
      expect(await startCheckout(headers)).toBe(first);
      clock.advance(2 * MINUTE);
      expect(await startCheckout(headers)).toBe(first);
      clock.advance(23 * 60 * MINUTE);
      // Tokens last 8 hours: a day later the member has logged in again.
      expect(await startCheckout(authHeader(await loginAs(t, user)))).toBe(first);
      expect(fake.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(1);
      expect(fake.requestsTo('GET', `/v1/checkout/sessions/${first}`).length).toBeGreaterThan(0);

      clock.advance(60 * MINUTE);
      const afterExpiry = await startCheckout(authHeader(await loginAs(t, user)));
      expect(afterExpiry).not.toBe(first);
      expect(fake.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(2);
      expect(await subscriptionRow(t, user.id)).toMatchObject({ checkoutSessionId: afterExpiry });

      expect(fake.customers.size).toBe(1);
      expect(fake.requestsTo('POST', '/v1/customers')).toHaveLength(1);
      const customers = fake.requestsTo('POST', '/v1/checkout/sessions').map((call) => call.params.customer);
      expect(new Set(customers).size).toBe(1);
    });

    it('opens a new session once the open one was expired at Stripe', async () => {
      const { headers } = await signIn(t);
      const first = await startCheckout(headers);
      const session = fake.sessions.get(first);
      if (session) session.status = 'expired';
      // A minute on, as Stripe answers a reused idempotency key with the session it made for it.
      clock.advance(MINUTE);
      expect(await startCheckout(headers)).not.toBe(first);
    });

    it('gives parallel clicks a minute apart one session, and expires the other at Stripe', async () => {
      const { user } = await signIn(t);
      await startCheckout(authHeader(await loginAs(t, user)));
      clock.advance(25 * 60 * MINUTE);
      const headers = authHeader(await loginAs(t, user));
      // Both find the first session expired, and each opens one under its own idempotency key.
      const racing = post('/api/stripe/create-checkout-session', headers);
      clock.advance(MINUTE);
      const other = post('/api/stripe/create-checkout-session', headers);
      const urls = (await Promise.all([racing, other])).map((res) => res.json<{ url: string }>().url);
      const kept = (await subscriptionRow(t, user.id))?.checkoutSessionId;
      expect(urls).toEqual([fake.sessions.get(kept ?? '')?.url, fake.sessions.get(kept ?? '')?.url]);
      const open = [...fake.sessions.values()].filter((s) => s.status === 'open' && s.expires_at * 1000 > clock.now());
      expect(open.map((s) => s.id)).toEqual([kept]);
    });

    it('refuses a second subscription without asking Stripe', async () => {
      const { headers } = await signIn(t);
      await subscribe(headers);
      const calls = fake.requests.length;
      const res = await post('/api/stripe/create-checkout-session', headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'You already have an active subscription.' });
      expect(fake.requests).toHaveLength(calls);
    });

    it('answers 503 while Stripe fails or cannot be reached', async () => {
      const { headers } = await signIn(t);
      fake.failing = true;
      const failing = await post('/api/stripe/create-checkout-session', headers);
      expect(failing.statusCode).toBe(503);
      expect(failing.json()).toEqual(UNAVAILABLE);

      fake.failing = false;
      fake.down = true;
      const down = await post('/api/stripe/create-checkout-session', headers);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual(UNAVAILABLE);
    });
  });

  describe('POST /api/stripe/verify-session', () => {
    it('stores the paid subscription; the next login token says subscribed', async () => {
      const { user, headers } = await signIn(t);
      const sessionId = await startCheckout(headers);
      const subscription = fake.completeCheckout(sessionId);

      const res = await verify(headers, sessionId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Subscription verified.' });
      const [retrieveCall] = fake.requestsTo('GET', `/v1/checkout/sessions/${sessionId}`);
      expect(retrieveCall?.params).toEqual({ 'expand[0]': 'subscription' });

      const periodEnd = (subscription.items.data[0]?.current_period_end ?? 0) * 1000;
      expect(await status(headers)).toEqual({
        subscribed: true,
        subscriptionEnd: new Date(periodEnd).toISOString(),
        cancelAtPeriodEnd: false,
        status: 'active',
      });
      expect(await subscriptionRow(t, user.id)).toMatchObject({
        stripeSubscriptionId: subscription.id,
        priceId: FAKE_STRIPE_PRICE,
        currentPeriodEnd: periodEnd,
      });

      const token = await loginAs(t, user);
      const claims = await createTokenService(t.config.jwtSecret, clock.now).verify(token);
      expect(claims?.isSubscribed).toBe(true);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(token) });
      expect(me.json()).toMatchObject({ subscribed: true });
    });

    it("refuses an unknown session, another user's, and an unpaid one", async () => {
      const { headers: owner } = await signIn(t);
      const { headers: intruder } = await signIn(t);
      const unknown = await verify(owner, 'cs_test_unknown');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'This checkout session does not exist.' });

      const sessionId = await startCheckout(owner);
      const unpaid = await verify(owner, sessionId);
      expect(unpaid.statusCode).toBe(402);
      expect(unpaid.json()).toEqual({ error: 'Payment has not been completed.' });

      fake.completeCheckout(sessionId);
      const stolen = await verify(intruder, sessionId);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toEqual({ error: 'This checkout session does not exist.' });
      expect(await status(intruder)).toMatchObject({ subscribed: false, status: 'none' });
    });

    it('cancels at once a second subscription paid in another checkout, keeps the first, and logs a refund request', async () => {
      const { user, headers } = await signIn(t);
      const first = await subscribe(headers);
      // A second checkout of the same member, opened before the first was paid, paid minutes later.
      const firstSession = [...fake.sessions.values()][0];
      if (!firstSession) throw new Error('no checkout session');
      const secondId = 'cs_test_second_checkout';
      fake.sessions.set(secondId, {
        ...firstSession,
        id: secondId,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
      });
      clock.advance(5 * MINUTE);
      const second = fake.completeCheckout(secondId);

      const res = await verify(headers, secondId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Subscription verified.' });
      expect(fake.subscriptions.get(second.id)?.status).toBe('canceled');
      expect(fake.subscriptions.get(first.id)?.status).toBe('active');
      expect(await subscriptionRow(t, user.id)).toMatchObject({ stripeSubscriptionId: first.id, status: 'active' });
      expect(securityEvents(logLines, 'billing.subscription.duplicate-cancelled')).toEqual([
        expect.objectContaining({ targetId: second.id, keptSubscriptionId: first.id, customerId: first.customer }),
      ]);

      // Verified again, each changes nothing more.
      for (const sessionId of [secondId, firstSession.id]) {
        expect((await verify(headers, sessionId)).json()).toEqual({ message: 'Subscription verified.' });
      }
      expect(fake.requestsTo('DELETE', `/v1/subscriptions/${second.id}`)).toHaveLength(1);
      expect(securityEvents(logLines, 'billing.subscription.duplicate-cancelled')).toHaveLength(1);
      expect(await subscriptionRow(t, user.id)).toMatchObject({ stripeSubscriptionId: first.id, status: 'active' });
    });

    it('answers 503 while Stripe is down, and verifies once it is back', async () => {
      const { headers } = await signIn(t);
      const sessionId = await startCheckout(headers);
      fake.completeCheckout(sessionId);
      fake.down = true;
      const down = await verify(headers, sessionId);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual(UNAVAILABLE);
      fake.down = false;
      expect((await verify(headers, sessionId)).json()).toEqual({ message: 'Subscription verified.' });
    });
  });

  describe('cancel, resume, portal and status', () => {
    it('cancels and resumes at Stripe, and stores what Stripe answers', async () => {
      const { headers } = await signIn(t);
      const subscription = await subscribe(headers);
      const end = new Date((subscription.items.data[0]?.current_period_end ?? 0) * 1000);

      const cancelled = await post('/api/stripe/cancel-subscription', headers);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toEqual({
        message: 'Your subscription has been cancelled.',
        subscriptionEnd: end.toISOString(),
      });
      const updates = () => fake.requestsTo('POST', `/v1/subscriptions/${subscription.id}`).map((c) => c.params);
      expect(updates()).toEqual([{ cancel_at_period_end: 'true' }]);
      expect(await status(headers)).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });

      const resumed = await post('/api/stripe/resume-subscription', headers);
      expect(resumed.json()).toEqual({ message: 'Your subscription will continue.' });
      expect(updates()).toEqual([{ cancel_at_period_end: 'true' }, { cancel_at_period_end: 'false' }]);
      expect(await status(headers)).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false });
    });

    it("opens Stripe's billing portal for the user's customer, returning to /main", async () => {
      const { headers } = await signIn(t);
      const subscription = await subscribe(headers);
      const res = await post('/api/stripe/portal', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ url: string }>().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_\w+$/);
      expect(fake.requestsTo('POST', '/v1/billing_portal/sessions').map((c) => c.params)).toEqual([
        { customer: subscription.customer, return_url: `${PUBLIC_URL}/main` },
      ]);
    });

    it('reads the status from our database alone, so it answers while Stripe is down', async () => {
      const { headers } = await signIn(t);
      await subscribe(headers);
      const calls = fake.requests.length;
      fake.down = true;
      expect(await status(headers)).toMatchObject({ subscribed: true, status: 'active' });
      expect(fake.requests).toHaveLength(calls);
    });
  });
});
