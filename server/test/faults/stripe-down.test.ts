import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../build-app.js';
import { signIn } from '../factories.js';
import { startFakeStripe, stripeEnv, type FakeStripe } from '../../src/features/billing/testing/fake-stripe.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

const UNAVAILABLE = { error: 'The payment provider is unavailable. Please try again shortly.' };
const STRIPE_TIMEOUT_MS = 1_000;

type Headers = Record<string, string>;
type Trouble = 'answers 500' | 'refuses connections' | 'does not answer';

/** Every way Stripe can be down, played between the app and the fake Stripe. */
const troubles: Trouble[] = ['answers 500', 'refuses connections', 'does not answer'];

describe.each(dialects)('Stripe down (%s)', (dialect) => {
  let fake: FakeStripe;
  let proxy: TcpProxy;
  let t: TestApp;
  // One app for the file (each test has users of its own), as building one per test costs a migration.
  beforeAll(async () => {
    fake = await startFakeStripe();
    proxy = await startTcpProxy(Number(new URL(fake.url).port));
    t = await buildTestApp(dialect, {
      PUBLIC_URL: 'https://baseline.test',
      ...stripeEnv(fake),
      STRIPE_API_URL: `http://127.0.0.1:${proxy.port}`,
      STRIPE_TIMEOUT_MS: String(STRIPE_TIMEOUT_MS),
    });
  });
  afterEach(async () => {
    await mendStripe();
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await fake.close();
  });

  async function breakStripe(trouble: Trouble): Promise<void> {
    if (trouble === 'answers 500') fake.failing = true;
    else if (trouble === 'refuses connections') await proxy.cut();
    else await proxy.silence();
  }
  async function mendStripe(): Promise<void> {
    fake.failing = false;
    await proxy.restore();
  }

  const post = (url: string, headers: Headers) => t.app.inject({ method: 'POST', url, headers });
  /** Everything our database holds about payments, to see that a failed call wrote none of it. */
  const billingState = async () => ({
    subscriptions: await t.database.db.selectFrom('subscriptions').selectAll().orderBy('userId').execute(),
    events: await t.database.db.selectFrom('stripeEvents').selectAll().execute(),
  });

  async function subscriber(): Promise<Headers> {
    const { headers } = await signIn(t);
    const started = await post('/api/stripe/create-checkout-session', headers);
    const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(started.json<{ url: string }>().url)?.[1] ?? '';
    fake.completeCheckout(sessionId);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/verify-session',
      headers,
      payload: { sessionId },
    });
    expect(verified.statusCode).toBe(200);
    return headers;
  }

  /**
   * Fails with a clean 503, leaves the database as it was, and works once Stripe is back. A Stripe that does not
   * answer never would, so any answer shows the app gave up on its own, after STRIPE_TIMEOUT_MS; how soon after
   * depends on the machine's load and is not timed. Without that time-out (the SDK's own is 80 s) the test fails
   * by its own time-out.
   */
  async function expectCleanFailure(trouble: Trouble, url: string, headers: Headers): Promise<void> {
    const before = await billingState();
    await breakStripe(trouble);
    const res = await post(url, headers);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(await billingState()).toEqual(before);

    await mendStripe();
    expect((await post(url, headers)).statusCode).toBe(200);
  }

  it.each(troubles)('create-checkout-session: 503 while Stripe %s, nothing written', async (trouble) => {
    const { headers } = await signIn(t);
    await expectCleanFailure(trouble, '/api/stripe/create-checkout-session', headers);
  });

  it.each(troubles)('cancel and resume: 503 while Stripe %s, the subscription unchanged', async (trouble) => {
    const headers = await subscriber();
    await expectCleanFailure(trouble, '/api/stripe/cancel-subscription', headers);
    await expectCleanFailure(trouble, '/api/stripe/resume-subscription', headers);
  });

  it.each(troubles)('portal: 503 while Stripe %s', async (trouble) => {
    const headers = await subscriber();
    await expectCleanFailure(trouble, '/api/stripe/portal', headers);
  });
});
