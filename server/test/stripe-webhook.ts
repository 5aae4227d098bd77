import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';

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
