import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionIdOf, startTestCheckout, subscribeWithTestCheckout, subscriptionRow } from './testing/billing.js';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { authHeader, loginAs, signIn } from '../../../test/factories.js';
import { expectMalformedBodiesRefused } from '../../../test/requests.js';
import { applySubscriptionSnapshot, linkCustomer } from './billing.repo.js';
import { signedWebhook } from './testing/stripe-webhook.js';

const PUBLIC_URL = 'https://baseline.test';
const START = Date.parse('2026-11-21T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const SESSION_ID = /^cs_test_[A-Za-z0-9]{24}$/;

type Headers = Record<string, string>;

describe.each(dialects)('subscriptions on the offline test checkout (%s)', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  beforeEach(async () => {
    clock = testClock(START);
    t = await buildTestApp(dialect, { PUBLIC_URL, SUBSCRIPTION_PRICE_DISPLAY: '£4.50 a month' }, { now: clock.now });
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const status = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/stripe/subscription-status', headers });
  const viewCheckout = (sessionId: string) => t.app.inject({ method: 'GET', url: `/api/test-checkout/${sessionId}` });
  const pay = (sessionId: string) => post(`/api/test-checkout/${sessionId}/complete`);
  const verify = (headers: Headers, sessionId: string) => post('/api/stripe/verify-session', headers, { sessionId });

  describe('refusals', () => {
    const userRoutes: [method: 'GET' | 'POST', url: string][] = [
      ['GET', '/api/stripe/subscription-status'],
      ['POST', '/api/stripe/create-checkout-session'],
      ['POST', '/api/stripe/verify-session'],
      ['POST', '/api/stripe/cancel-subscription'],
      ['POST', '/api/stripe/resume-subscription'],
      ['POST', '/api/stripe/portal'],
    ];

    it.each(userRoutes)('%s %s asks for a token, then a changed password', async (method, url) => {
      const anonymous = await t.app.inject({ method, url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: 'Authentication required.' });

      const { headers } = await signIn(t, { mustChangePassword: true });
      const mustChange = await t.app.inject({ method, url, headers });
      expect(mustChange.statusCode).toBe(403);
      expect(mustChange.json()).toEqual({ error: 'You must change your password before continuing.' });
    });

    it('verify-session refuses malformed bodies and session ids', async () => {
      const { headers } = await signIn(t);
      await expectMalformedBodiesRefused(t, { method: 'POST', url: '/api/stripe/verify-session', headers });
      const cases: [object, string][] = [
        [{}, 'sessionId is required.'],
        [{ sessionId: '' }, 'sessionId must NOT have fewer than 1 characters.'],
        [{ sessionId: 42 }, 'sessionId must be string.'],
        [{ sessionId: 'x'.repeat(256) }, 'sessionId must NOT have more than 255 characters.'],
      ];
      for (const [payload, error] of cases) {
        const res = await post('/api/stripe/verify-session', headers, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error });
      }
    });

    it('the test checkout refuses ids not shaped like a session id', async () => {
      for (const res of [await viewCheckout('cs_live_abc'), await pay('nope')]) {
        expect(res.statusCode).toBe(400);
        expect(res.json<{ error: string }>().error).toMatch(/^sessionId must match pattern/);
      }
    });

    it('the webhook is not there without Stripe, signed or not', async () => {
      const res = await t.app.inject(signedWebhook({ id: 'evt_1', type: 'invoice.paid' }, { secret: 'whsec_x' }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Stripe webhooks are not enabled: Stripe is not configured.' });
    });
  });

  describe('checkout', () => {
    it('a new user has no subscription', async () => {
      const { headers } = await signIn(t);
      const res = await status(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        subscribed: false,
        subscriptionEnd: null,
        cancelAtPeriodEnd: false,
        status: 'none',
      });
    });

    it('starts a test checkout on our own origin that shows who pays what', async () => {
      const { user, headers } = await signIn(t);
      const res = await post('/api/stripe/create-checkout-session', headers);
      expect(res.statusCode).toBe(200);
      const { url } = res.json<{ url: string }>();
      expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/test-checkout\\?session_id=cs_test_[A-Za-z0-9]{24}$`));

      const view = await viewCheckout(sessionIdOf(url));
      expect(view.statusCode).toBe(200);
      expect(view.json()).toEqual({
        id: sessionIdOf(url),
        email: user.email,
        productName: 'Baseline membership',
        amountDisplay: '£4.50 a month',
        status: 'open',
      });
    });

    it('paying redirects to the success page; verifying stores a 30-day subscription', async () => {
      const { user, headers } = await signIn(t);
      const sessionId = await startTestCheckout(t, headers);
      expect(sessionId).toMatch(SESSION_ID);

      const paid = await pay(sessionId);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toEqual({ url: `${PUBLIC_URL}/success?session_id=${sessionId}` });
      expect((await viewCheckout(sessionId)).json()).toMatchObject({ status: 'complete' });

      const verified = await verify(headers, sessionId);
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ message: 'Subscription verified.' });

      expect((await status(headers)).json()).toEqual({
        subscribed: true,
        subscriptionEnd: '2026-12-21T12:00:00.000Z',
        cancelAtPeriodEnd: false,
        status: 'active',
      });
      const row = await subscriptionRow(t, user.id);
      expect(row?.stripeCustomerId).toMatch(/^cus_test_[A-Za-z0-9]{24}$/);
      expect(row?.stripeSubscriptionId).toMatch(/^sub_test_[A-Za-z0-9]{24}$/);
      expect(row).toMatchObject({ status: 'active', currentPeriodEnd: START + 30 * DAY, cancelAtPeriodEnd: 0 });
      // Verifying again changes nothing and still says so.
      expect((await verify(headers, sessionId)).json()).toEqual({ message: 'Subscription verified.' });
    });

    it('refuses a second checkout while the subscription lasts', async () => {
      const { headers } = await signIn(t);
      await subscribeWithTestCheckout(t, headers);
      const res = await post('/api/stripe/create-checkout-session', headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'You already have an active subscription.' });
    });

    it('pays a session once, and not after it expires', async () => {
      const { headers } = await signIn(t);
      const paidTwice = await startTestCheckout(t, headers);
      await pay(paidTwice);
      const again = await pay(paidTwice);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'This checkout session is already complete.' });

      const { headers: other } = await signIn(t);
      const stale = await startTestCheckout(t, other);
      clock.advance(DAY);
      expect((await viewCheckout(stale)).json()).toMatchObject({ status: 'expired' });
      const late = await pay(stale);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ error: 'This checkout session has expired.' });
    });

    it('knows no session it did not make', async () => {
      const { headers } = await signIn(t);
      const unknown = 'cs_test_000000000000000000000000';
      for (const res of [await viewCheckout(unknown), await pay(unknown), await verify(headers, unknown)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'This checkout session does not exist.' });
      }
    });
  });

  describe('POST /api/stripe/verify-session', () => {
    it("refuses another user's session, and an unpaid one", async () => {
      const { headers: owner } = await signIn(t);
      const { headers: intruder } = await signIn(t);
      const sessionId = await startTestCheckout(t, owner);

      const unpaid = await verify(owner, sessionId);
      expect(unpaid.statusCode).toBe(402);
      expect(unpaid.json()).toEqual({ error: 'Payment has not been completed.' });

      await pay(sessionId);
      const stolen = await verify(intruder, sessionId);
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toEqual({ error: 'This checkout session does not exist.' });
      expect((await status(intruder)).json()).toMatchObject({ subscribed: false, status: 'none' });
    });
  });

  describe('cancel, resume and portal', () => {
    it('cancels at the period end, answers until when, and resumes', async () => {
      const { headers } = await signIn(t);
      await subscribeWithTestCheckout(t, headers);

      const cancelled = await post('/api/stripe/cancel-subscription', headers);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toEqual({
        message: 'Your subscription has been cancelled.',
        subscriptionEnd: '2026-12-21T12:00:00.000Z',
      });
      expect((await status(headers)).json()).toEqual({
        subscribed: true,
        subscriptionEnd: '2026-12-21T12:00:00.000Z',
        cancelAtPeriodEnd: true,
        status: 'active',
      });

      const resumed = await post('/api/stripe/resume-subscription', headers);
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json()).toEqual({ message: 'Your subscription will continue.' });
      expect((await status(headers)).json()).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false });

      const nothingPending = await post('/api/stripe/resume-subscription', headers);
      expect(nothingPending.statusCode).toBe(409);
      expect(nothingPending.json()).toEqual({
        error: 'Your subscription is not set to end, so there is nothing to resume.',
      });
    });

    it('cancels a subscription written straight onto the row, as the demo account has', async () => {
      const { user, headers } = await signIn(t);
      const customerId = await linkCustomer(t.database.db, user.id, 'cus_demo_x', START);
      const complimentary = {
        id: 'sub_demo_x',
        customerId,
        status: 'active' as const,
        priceId: 'price_demo_complimentary',
        currentPeriodEnd: START + 30 * DAY,
        cancelAtPeriodEnd: false,
        createdAt: START,
        readAt: START,
      };
      await applySubscriptionSnapshot(t.database.db, complimentary, START);
      const cancelled = await post('/api/stripe/cancel-subscription', headers);
      expect(cancelled.statusCode).toBe(200);
      expect((await status(headers)).json()).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
    });

    it('has nothing to cancel, resume or manage before a subscription', async () => {
      const { headers } = await signIn(t);
      const cancel = await post('/api/stripe/cancel-subscription', headers);
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json()).toEqual({ error: 'You have no active subscription to cancel.' });

      const resume = await post('/api/stripe/resume-subscription', headers);
      expect(resume.statusCode).toBe(409);

      const portal = await post('/api/stripe/portal', headers);
      expect(portal.statusCode).toBe(409);
      expect(portal.json()).toEqual({ error: 'You have no billing account yet. Subscribe first.' });
    });

    it('has nothing to cancel once the period is over', async () => {
      const { user, headers } = await signIn(t);
      await subscribeWithTestCheckout(t, headers);
      clock.advance(30 * DAY);
      // Tokens last 8 hours, so a month later the user has logged in again.
      const res = await post('/api/stripe/cancel-subscription', authHeader(await loginAs(t, user)));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'You have no active subscription to cancel.' });
    });

    it('sends the portal to the test billing page', async () => {
      const { headers } = await signIn(t);
      await subscribeWithTestCheckout(t, headers);
      const res = await post('/api/stripe/portal', headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ url: `${PUBLIC_URL}/test-billing-portal` });
    });
  });
});
