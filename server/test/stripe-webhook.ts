import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';

export interface SignOptions {
  secret: string;
  /** Epoch seconds of the signature; Stripe's helper uses the current time when absent. */
  timestamp?: number;
}

/** The request Stripe would send for an event, signed with the SDK's own test helper. */
export function signedWebhook(event: object, { secret, timestamp }: SignOptions): InjectOptions {
  const payload = JSON.stringify(event);
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
