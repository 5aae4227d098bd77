import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionIdOf, startTestCheckout, subscribeWithTestCheckout, subscriptionRow } from './testing/billing.js';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { authHeader, loginAs, signIn } from '../../../test/factories.js';

const PUBLIC_URL = 'https://baseline.test';
const START = Date.parse('2026-11-21T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

type Headers = Record<string, string>;

describe.each(dialects)('one payment per member on the offline test checkout (%s)', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  beforeEach(async () => {
    clock = testClock(START);
    t = await buildTestApp(dialect, { PUBLIC_URL }, { now: clock.now });
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, headers: Headers = {}) => t.app.inject({ method: 'POST', url, headers });
  const viewCheckout = (sessionId: string) => t.app.inject({ method: 'GET', url: `/api/test-checkout/${sessionId}` });
  const pay = (sessionId: string) => post(`/api/test-checkout/${sessionId}/complete`);
  const verify = (headers: Headers, sessionId: string) =>
    t.app.inject({ method: 'POST', url: '/api/stripe/verify-session', headers, payload: { sessionId } });

  it('reuses the open session, and opens a new one for the same customer once it has expired', async () => {
    const { user, headers } = await signIn(t);
    const first = await startTestCheckout(t, headers);
    clock.advance(2 * 60_000);
    expect(await startTestCheckout(t, headers)).toBe(first);

    clock.advance(DAY);
    const second = await startTestCheckout(t, authHeader(await loginAs(t, user)));
    expect(second).not.toBe(first);
    const sessions = await t.database.db.selectFrom('testCheckoutSessions').select('customerId').execute();
    expect(sessions).toHaveLength(2);
    expect(new Set(sessions.map((s) => s.customerId))).toEqual(
      new Set([(await subscriptionRow(t, user.id))?.stripeCustomerId]),
    );
  });

  it('gives parallel clicks one session; any other opened in the race can no longer be paid', async () => {
    const { headers } = await signIn(t);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/stripe/create-checkout-session', headers)),
    );
    const urls = new Set(responses.map((res) => res.json<{ url: string }>().url));
    expect(urls.size).toBe(1);
    const sessions = await t.database.db.selectFrom('testCheckoutSessions').select(['id', 'status']).execute();
    expect(sessions.filter((session) => session.status === 'open').map((session) => session.id)).toEqual([
      sessionIdOf([...urls][0] ?? ''),
    ]);
    for (const { id } of sessions.filter((session) => session.status !== 'open')) {
      const res = await pay(id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'This checkout session has expired.' });
    }
  });

  it('refuses to take a second payment while the customer has a live subscription; the first still verifies', async () => {
    const { user, headers } = await signIn(t);
    const first = await startTestCheckout(t, headers);
    // A second session of the member's, opened in another tab before sessions were reused.
    const record = await subscriptionRow(t, user.id);
    const second = 'cs_test_SecondTabOpenedEarly0000';
    await t.database.db
      .insertInto('testCheckoutSessions')
      .values({
        id: second,
        userId: user.id,
        customerId: record?.stripeCustomerId ?? '',
        status: 'open',
        subscriptionId: null,
        expiresAt: START + DAY,
        createdAt: START,
      })
      .execute();

    expect((await pay(first)).statusCode).toBe(200);
    const rowAfterFirst = await subscriptionRow(t, user.id);
    const twice = await pay(second);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'You already have an active subscription.' });
    expect((await viewCheckout(second)).json()).toMatchObject({ status: 'open' });
    expect(await t.database.db.selectFrom('testSubscriptions').selectAll().execute()).toHaveLength(1);
    expect(await subscriptionRow(t, user.id)).toEqual(rowAfterFirst);

    const verified = await verify(headers, first);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Subscription verified.' });
  });

  it('a paid session still verifies as paid after a later subscription took its place', async () => {
    const { user, headers } = await signIn(t);
    const first = await subscribeWithTestCheckout(t, headers);
    clock.advance(31 * DAY);
    const again = authHeader(await loginAs(t, user));
    const second = await subscribeWithTestCheckout(t, again);
    const current = await subscriptionRow(t, user.id);

    const res = await verify(again, first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Subscription verified.' });
    expect(await subscriptionRow(t, user.id)).toEqual(current);
    expect(second).not.toBe(first);
  });
});
