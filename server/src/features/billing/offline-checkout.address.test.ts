import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionIdOf } from './testing/billing.js';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { signIn } from '../../../test/factories.js';

/** The address the server listens on in this test: no PUBLIC_URL, as a member trying it locally starts it. */
const LISTENING = 'http://127.0.0.1:3741';

describe.each(dialects)('the test checkout without PUBLIC_URL (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { HOST: '127.0.0.1', PORT: '3741' });
  });
  afterEach(async () => {
    await t.close();
  });

  it('opens and returns to the address the server listens on, where the member signed in', async () => {
    const { headers } = await signIn(t);
    const started = await t.app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', headers });
    expect(started.statusCode).toBe(200);
    const { url } = started.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^${LISTENING}/test-checkout\\?session_id=cs_test_[A-Za-z0-9]{24}$`));

    const sessionId = sessionIdOf(url);
    const paid = await t.app.inject({ method: 'POST', url: `/api/test-checkout/${sessionId}/complete` });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ url: `${LISTENING}/success?session_id=${sessionId}` });
  });
});
