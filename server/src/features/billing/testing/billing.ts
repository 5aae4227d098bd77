import { expect } from 'vitest';
import type { TestApp } from '../../../../test/build-app.js';

/** The session id in a checkout address (the test checkout's or the success page's). */
export function sessionIdOf(url: string): string {
  const id = new URL(url).searchParams.get('session_id');
  if (!id) throw new Error(`no session_id in ${url}`);
  return id;
}

/** Starts a checkout on the offline test provider and answers its session id, unpaid. */
export async function startTestCheckout(t: TestApp, headers: Record<string, string>): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/stripe/create-checkout-session', headers });
  expect(res.statusCode).toBe(200);
  return sessionIdOf(res.json<{ url: string }>().url);
}

/** Subscribes the way a user clicks through the offline test checkout: start, pay, verify. */
export async function subscribeWithTestCheckout(t: TestApp, headers: Record<string, string>): Promise<string> {
  const sessionId = await startTestCheckout(t, headers);
  const paid = await t.app.inject({ method: 'POST', url: `/api/test-checkout/${sessionId}/complete` });
  expect(paid.statusCode).toBe(200);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/verify-session',
    headers,
    payload: { sessionId },
  });
  expect(verified.json()).toEqual({ message: 'Subscription verified.' });
  return sessionId;
}

/** The user's subscriptions row as stored, or undefined. */
export function subscriptionRow(t: TestApp, userId: string) {
  return t.database.db.selectFrom('subscriptions').selectAll().where('userId', '=', userId).executeTakeFirst();
}
