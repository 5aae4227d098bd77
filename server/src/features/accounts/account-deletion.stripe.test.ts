import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { saveDay, tab, type Headers } from '../diary/testing/diary.js';
import { DEFAULT_PASSWORD, signIn } from '../../../test/factories.js';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../billing/testing/fake-stripe.js';

const DELETE = '/api/account/delete';
const NOT_ENDED = {
  error:
    'Your subscription could not be cancelled with the payment provider, so nothing was deleted. Please try again in a few minutes.',
};

/** The real Stripe SDK against the local fake Stripe server, as the billing tests drive it. */
describe.each(dialects)('deleting an account with a Stripe subscription (%s)', (dialect) => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeEach(async () => {
    fake = await startFakeStripe();
    t = await buildTestApp(dialect, { PUBLIC_URL: 'https://baseline.test', ...stripeEnv(fake) });
  });
  afterEach(async () => {
    await t.close();
    await fake.close();
  });

  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
  async function subscriber() {
    const member = await signIn(t);
    const checkout = await post('/api/stripe/create-checkout-session', member.headers);
    const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(checkout.json<{ url: string }>().url)?.[1] ?? '';
    const subscription = fake.completeCheckout(sessionId);
    expect((await post('/api/stripe/verify-session', member.headers, { sessionId })).statusCode).toBe(200);
    expect((await saveDay(t, member.headers, { date: '2026-11-20', notes: [tab()] })).statusCode).toBe(200);
    return { ...member, subscription };
  }
  const rowsOf = async (userId: string) => ({
    users: await t.database.db.selectFrom('users').select('id').where('id', '=', userId).execute(),
    days: await t.database.db.selectFrom('diaryEntries').select('date').where('userId', '=', userId).execute(),
    subscriptions: await t.database.db
      .selectFrom('subscriptions')
      .select('status')
      .where('userId', '=', userId)
      .execute(),
  });

  it('cancels the subscription at Stripe at once, then erases the account', async () => {
    const { user, headers, subscription } = await subscriber();
    // A second subscription paid by mistake: every one that could charge ends.
    const duplicate = fake.addSubscription({ customer: subscription.customer });

    const res = await post(DELETE, headers, { password: DEFAULT_PASSWORD });
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Your account has been deleted.' }]);

    const cancelled = fake.requestsTo('DELETE', `/v1/subscriptions/${subscription.id}`);
    expect(cancelled).toHaveLength(1);
    expect(fake.subscriptions.get(subscription.id)?.status).toBe('canceled');
    expect(fake.subscriptions.get(duplicate.id)?.status).toBe('canceled');
    expect(await rowsOf(user.id)).toEqual({ users: [], days: [], subscriptions: [] });
  });

  it('deletes nothing and answers 503 when Stripe fails, and finishes when asked again', async () => {
    const { user, headers, subscription } = await subscriber();
    const before = await rowsOf(user.id);

    fake.failing = true;
    const failed = await post(DELETE, headers, { password: DEFAULT_PASSWORD });
    expect([failed.statusCode, failed.json()]).toEqual([503, NOT_ENDED]);
    fake.failing = false;
    fake.down = true;
    const unreachable = await post(DELETE, headers, { password: DEFAULT_PASSWORD });
    expect([unreachable.statusCode, unreachable.json()]).toEqual([503, NOT_ENDED]);
    expect(await rowsOf(user.id)).toEqual(before);
    expect(fake.subscriptions.get(subscription.id)?.status).toBe('active');
    expect((await t.app.inject({ url: '/api/diary?date=2026-11-20', headers })).statusCode).toBe(200);

    fake.down = false;
    const retried = await post(DELETE, headers, { password: DEFAULT_PASSWORD });
    expect(retried.statusCode).toBe(200);
    expect(fake.subscriptions.get(subscription.id)?.status).toBe('canceled');
    expect(await rowsOf(user.id)).toEqual({ users: [], days: [], subscriptions: [] });
  });

  it('asks nothing of Stripe for a member who never started a checkout', async () => {
    const { user, headers } = await signIn(t);
    const res = await post(DELETE, headers, { password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(fake.requests).toEqual([]);
    expect((await rowsOf(user.id)).users).toEqual([]);
  });
});
