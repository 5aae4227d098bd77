import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';
import type { DialectName } from '../../../db/database.js';
import { buildTestApp, type TestApp } from '../../../../test/build-app.js';
import { testClock, type TestClock } from '../../../../test/clock.js';
import { signIn, type TestUser } from '../../../../test/factories.js';
import { startFakeStripe, stripeEnv, type FakeStripe } from './fake-stripe.js';

export interface SignOptions {
  secret: string;
  /** Epoch seconds of the signature; Stripe's helper uses the current time when absent. */
  timestamp?: number;
}

/** The request Stripe would send for an event, signed with the SDK's own test helper. */
export function signedWebhook(event: object, options: SignOptions): InjectOptions {
  return signedPayload(JSON.stringify(event), options);
}

/** A webhook request carrying exactly `payload`, validly signed, whatever it holds. */
export function signedPayload(payload: string, { secret, timestamp }: SignOptions): InjectOptions {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return {
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  };
}

/** The security events of one name among a logger's JSON lines. */
export function securityEvents(logLines: string[], name: string): Record<string, unknown>[] {
  return logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === 'security event' && entry.event === name);
}

/** An app talking to a fake Stripe, and a user who has started a checkout, so Stripe knows their customer. */
export interface WebhookApp {
  fake: FakeStripe;
  t: TestApp;
  clock: TestClock;
  /** What the app logged at `warn` and above, one JSON line each. */
  logLines: string[];
  user: TestUser;
  customer: string;
}

export async function startWebhookApp(dialect: DialectName, start: number): Promise<WebhookApp> {
  const clock = testClock(start);
  const fake = await startFakeStripe(clock.now);
  const logLines: string[] = [];
  const logger = { level: 'warn', stream: { write: (line: string) => logLines.push(line) } };
  const t = await buildTestApp(dialect, stripeEnv(fake), { now: clock.now, logger });
  const signedIn = await signIn(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/create-checkout-session',
    headers: signedIn.headers,
  });
  if (res.statusCode !== 200) throw new Error(`checkout answered ${res.statusCode}: ${res.body}`);
  return { fake, t, clock, logLines, user: signedIn.user, customer: [...fake.customers.keys()][0] ?? '' };
}

export async function stopWebhookApp({ t, fake }: Pick<WebhookApp, 't' | 'fake'>): Promise<void> {
  await t.close();
  await fake.close();
}
