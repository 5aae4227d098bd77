import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscribeWithTestCheckout } from '../billing/testing/billing.js';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { authHeader, loginAs, signIn, type TestUser } from '../../../test/factories.js';
import { accessHook } from './route-access-hooks.js';
import { createTokenService } from './token-service.js';
import { createAuthGuards } from './guards.js';

const START = Date.parse('2026-11-21T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
/** No feature behind requireSubscriber exists yet, so this test app gets one of its own. */
const MEMBERS_ONLY = '/api/test-only/members';

describe.each(dialects)('access: admin or a subscription that lasts (%s)', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  beforeEach(async () => {
    clock = testClock(START);
    t = await buildTestApp(
      dialect,
      {},
      {
        now: clock.now,
        extraRoutes: (app, config, database) => {
          const tokens = createTokenService(config.jwtSecret, clock.now);
          const guards = createAuthGuards({
            db: database.db,
            tokens,
            now: clock.now,
            idleTimeoutMs: config.sessionIdleMs,
          });
          app.get(MEMBERS_ONLY, { onRequest: accessHook('subscriber', guards) }, () => ({ welcome: true }));
          return Promise.resolve();
        },
      },
    );
  });
  afterEach(async () => {
    await t.close();
  });

  const membersOnly = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: MEMBERS_ONLY, headers });
  const me = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json<{ subscribed: boolean }>();
  const claimsOf = (token: string) => createTokenService(t.config.jwtSecret, clock.now).verify(token);
  const loginHeaders = async (user: TestUser) => authHeader(await loginAs(t, user));

  describe('requireSubscriber', () => {
    it('asks for a token, then a changed password, then a subscription', async () => {
      const anonymous = await membersOnly();
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: 'Authentication required.' });

      const mustChange = await membersOnly((await signIn(t, { mustChangePassword: true })).headers);
      expect(mustChange.statusCode).toBe(403);
      expect(mustChange.json()).toEqual({ error: 'You must change your password before continuing.' });

      const unsubscribed = await membersOnly((await signIn(t)).headers);
      expect(unsubscribed.statusCode).toBe(402);
      expect(unsubscribed.json()).toEqual({ error: 'An active subscription is required.' });
    });

    it('lets a subscriber in, and says so in me and in the next login token', async () => {
      const { user, headers } = await signIn(t);
      await subscribeWithTestCheckout(t, headers);
      expect((await membersOnly(headers)).statusCode).toBe(200);
      expect(await me(headers)).toMatchObject({ subscribed: true });
      expect(await claimsOf(await loginAs(t, user))).toMatchObject({ isSubscribed: true });
    });

    it('lets an administrator in without a subscription', async () => {
      const { user, headers } = await signIn(t, { isAdmin: true });
      expect((await membersOnly(headers)).statusCode).toBe(200);
      expect(await me(headers)).toMatchObject({ subscribed: true });
      expect(await claimsOf(await loginAs(t, user))).toMatchObject({ isAdmin: true, isSubscribed: true });
      const status = await t.app.inject({ method: 'GET', url: '/api/stripe/subscription-status', headers });
      expect(status.json()).toEqual({
        subscribed: true,
        subscriptionEnd: null,
        cancelAtPeriodEnd: false,
        status: 'none',
      });
    });
  });

  describe('a subscription past its end', () => {
    it('stops granting access when the period ends, with no job having run', async () => {
      const { user, headers } = await signIn(t);
      await subscribeWithTestCheckout(t, headers);

      clock.advance(30 * DAY - 1);
      const lastMoment = await loginHeaders(user);
      expect((await membersOnly(lastMoment)).statusCode).toBe(200);

      clock.advance(1);
      const after = await loginHeaders(user);
      expect(await me(after)).toMatchObject({ subscribed: false });
      const refused = await membersOnly(after);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({ error: 'An active subscription is required.' });
      expect(await claimsOf(await loginAs(t, user))).toMatchObject({ isSubscribed: false });
      // The row still says what Stripe last told us; only the time has passed it by.
      const status = await t.app.inject({ method: 'GET', url: '/api/stripe/subscription-status', headers: after });
      expect(status.json()).toMatchObject({
        subscribed: false,
        status: 'active',
        subscriptionEnd: '2026-12-21T12:00:00.000Z',
      });
    });

    it('a cancelled subscription lasts until its end, then the user may subscribe again', async () => {
      const { user, headers } = await signIn(t);
      await subscribeWithTestCheckout(t, headers);
      await t.app.inject({ method: 'POST', url: '/api/stripe/cancel-subscription', headers });
      expect((await membersOnly(headers)).statusCode).toBe(200);

      clock.advance(30 * DAY);
      const later = await loginHeaders(user);
      expect((await membersOnly(later)).statusCode).toBe(402);
      await subscribeWithTestCheckout(t, later);
      expect((await membersOnly(later)).statusCode).toBe(200);
    });
  });
});
