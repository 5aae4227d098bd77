import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import {
  knownState,
  PROVIDER_UNAVAILABLE,
  type PaymentProvider,
  type SubscriptionSnapshot,
} from './payment-provider.js';
import { lazyModule } from '../../lib/lazy-module.js';
import { isLiveState } from '../access/access-policy.js';

/** Loaded only when Stripe is configured: the SDK is large, and the offline test checkout does without it. */
const loadStripe = lazyModule('stripe');

/** Stripe, plus what only Stripe has: signed webhooks. */
export interface StripeProvider extends PaymentProvider {
  /**
   * Checks the signature on the raw body and answers the event; 400 for a missing or forged signature, one
   * dated more than five minutes from now either way, or a body that is not an event.
   */
  verifyWebhook(payload: Buffer, signature: string | undefined): Promise<Stripe.Event>;
}

export interface StripeProviderDeps {
  publicUrl: string;
  now: Clock;
  log: FastifyBaseLogger;
}

/**
 * A double-click within this window reuses the first customer or checkout session instead of making a
 * second. Not longer: Stripe replays even a failure for a reused key, and the user must be able to retry.
 */
const IDEMPOTENCY_WINDOW_MS = 60_000;

export const WEBHOOK_SIGNATURE_MISSING = 'Missing Stripe-Signature header.';
export const WEBHOOK_SIGNATURE_INVALID = 'Invalid or expired webhook signature.';
export const WEBHOOK_NOT_JSON = 'The webhook body is not valid JSON.';
export const WEBHOOK_NOT_AN_EVENT = 'The webhook body is not a Stripe event.';
/** Stripe's own default: a signature more than five minutes away from our clock, either way, is refused. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The only module that talks to Stripe's API; everything else sees snapshots. */
export function createStripeProvider(
  config: StripeConfig,
  { publicUrl, now, log }: StripeProviderDeps,
): StripeProvider {
  const StripeSdk = loadStripe();
  const stripe = new StripeSdk(config.secretKey, {
    maxNetworkRetries: config.maxNetworkRetries,
    timeout: config.timeoutMs,
    telemetry: false,
    ...config.api,
  });

  /** Stripe being down or overloaded is a 503 for our caller (and a retry for Stripe's webhook sender). */
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      log.warn({ err: error }, 'Stripe is unavailable');
      throw new HttpError(503, PROVIDER_UNAVAILABLE);
    }
  }

  function idempotencyKey(action: string, userId: string): string {
    return `${action}-${userId}-${Math.floor(now() / IDEMPOTENCY_WINDOW_MS)}`;
  }

  async function retrieve<T>(work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await call(work);
    } catch (error) {
      if (error instanceof loadStripe().errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
      throw error;
    }
  }

  return {
    async createCustomer(user) {
      const customer = await call(() =>
        stripe.customers.create(
          { email: user.email, metadata: { userId: user.id } },
          { idempotencyKey: idempotencyKey('customer', user.id) },
        ),
      );
      return customer.id;
    },

    async createCheckoutSession({ userId, customerId }) {
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [{ price: config.priceId, quantity: 1 }],
            customer: customerId,
            client_reference_id: userId,
            success_url: `${publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${publicUrl}/cancel`,
          },
          { idempotencyKey: idempotencyKey('checkout', userId) },
        ),
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url, expiresAt: session.expires_at * 1000 };
    },

    async retrieveCheckoutSession(sessionId) {
      const session = await retrieve(() => stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] }));
      if (!session) return undefined;
      const { subscription } = session;
      return {
        id: session.id,
        open: session.status === 'open' && session.expires_at * 1000 > now(),
        userId: session.client_reference_id,
        paid:
          session.status === 'complete' &&
          (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'),
        // Expanded as asked; an id alone would mean Stripe ignored the expansion.
        subscription:
          subscription !== null && typeof subscription === 'object' ? snapshotOf(subscription, now()) : null,
      };
    },

    async expireCheckoutSession(sessionId) {
      await call(() => stripe.checkout.sessions.expire(sessionId));
    },

    async retrieveSubscription(subscriptionId) {
      const subscription = await retrieve(() => stripe.subscriptions.retrieve(subscriptionId));
      return subscription && snapshotOf(subscription, now());
    },

    async liveSubscriptionsOf(customerId) {
      // Without a status, Stripe lists every subscription but the cancelled ones; a member has a handful.
      const page = await call(() => stripe.subscriptions.list({ customer: customerId, limit: 100 }));
      const readAt = now();
      return page.data.map((subscription) => snapshotOf(subscription, readAt)).filter((s) => isLiveState(s.status));
    },

    async cancelSubscriptionNow(subscriptionId) {
      // Keyed, so handlers racing over the same duplicate cancel it once.
      const subscription = await call(() =>
        stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel-duplicate-${subscriptionId}` }),
      );
      return snapshotOf(subscription, now());
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const subscription = await call(() =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
      );
      return snapshotOf(subscription, now());
    },

    async createPortalSession(customerId) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${publicUrl}/main` }),
      );
      return session.url;
    },

    async verifyWebhook(payload, signature) {
      if (!signature) throw new HttpError(400, WEBHOOK_SIGNATURE_MISSING);
      let event: unknown;
      try {
        // Our clock, not the SDK's, decides staleness, so the tolerance holds for a moved test clock too.
        event = await stripe.webhooks.constructEventAsync(
          payload,
          signature,
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now(),
        );
      } catch (error) {
        if (error instanceof SyntaxError) throw new HttpError(400, WEBHOOK_NOT_JSON);
        if (!(error instanceof loadStripe().errors.StripeSignatureVerificationError)) throw error;
        log.warn({ err: error }, 'Stripe webhook refused: bad signature');
        throw new HttpError(400, WEBHOOK_SIGNATURE_INVALID);
      }
      // The SDK refuses only a signature too old; one dated ahead of our clock is refused the same way.
      const signedAt = signedAtOf(signature);
      if (signedAt * 1000 - now() > WEBHOOK_TOLERANCE_SECONDS * 1000) {
        log.warn({ signedAt }, 'Stripe webhook refused: signature dated in the future');
        throw new HttpError(400, WEBHOOK_SIGNATURE_INVALID);
      }
      if (!isEventShaped(event)) throw new HttpError(400, WEBHOOK_NOT_AN_EVENT);
      return event;
    },
  };
}

/** The signature's time as the SDK reads it (the last `t=` element), so both checks judge the same one. */
function signedAtOf(header: string): number {
  const stamps = header.split(',').filter((element) => element.split('=')[0] === 't');
  return Number.parseInt(stamps.at(-1)?.split('=')[1] ?? '', 10);
}

/** An object with an id, a type and a data.object: enough for dispatch to read without throwing. */
function isEventShaped(event: unknown): event is Stripe.Event {
  if (typeof event !== 'object' || event === null) return false;
  const { id, type, data } = event as Record<string, unknown>;
  const object = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).object : undefined;
  return typeof id === 'string' && typeof type === 'string' && typeof object === 'object' && object !== null;
}

function isUnavailable(error: unknown): boolean {
  const { errors } = loadStripe();
  return (
    error instanceof errors.StripeConnectionError ||
    error instanceof errors.StripeRateLimitError ||
    (error instanceof errors.StripeError && (error.statusCode ?? 0) >= 500)
  );
}

function snapshotOf(subscription: Stripe.Subscription, readAt: number): SubscriptionSnapshot {
  // Since API version 2025-03-31 the billing period lives on the items; we sell one price, so one item.
  const [item] = subscription.items.data;
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no items`);
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    // A state newer than our contract grants no access until we learn what it means.
    status: knownState(subscription.status) ?? 'incomplete',
    priceId: item.price.id,
    currentPeriodEnd: item.current_period_end * 1000,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    createdAt: subscription.created * 1000,
    readAt,
  };
}
