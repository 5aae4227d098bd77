import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { applySubscriptionSnapshot, isStripeEventRecorded, recordStripeEvent } from './billing.repo.js';
import type { SecurityLog } from '../../lib/security-log.js';
import { withDuplicatesCancelled } from './duplicate-subscriptions.js';
import type { StripeProvider } from './stripe-provider.js';
import type { AnnounceAccessChange } from '../access/access-changes.js';

export interface StripeWebhooksDeps {
  db: Database;
  stripe: StripeProvider;
  now: Clock;
  log: FastifyBaseLogger;
  /** Where this service says it has ended sessions or changed access, so no guard goes on trusting the old. */
  announceAccessChange: AnnounceAccessChange;
}

/** The events we subscribe to, each mapped to where it names its subscription (null: it names none). */
interface HandledEvents {
  'checkout.session.completed': Stripe.CheckoutSessionCompletedEvent;
  'customer.subscription.created': Stripe.CustomerSubscriptionCreatedEvent;
  'customer.subscription.updated': Stripe.CustomerSubscriptionUpdatedEvent;
  'customer.subscription.deleted': Stripe.CustomerSubscriptionDeletedEvent;
  'invoice.paid': Stripe.InvoicePaidEvent;
  'invoice.payment_failed': Stripe.InvoicePaymentFailedEvent;
}
type HandledType = keyof HandledEvents;

// Signed by Stripe, yet read defensively: a malformed id is no subscription, not a crash.
const subscriptionItself = ({ data }: { data: { object: Stripe.Subscription } }) => idOf(data.object);
const subscriptionOfInvoice = ({ data }: { data: { object: Stripe.Invoice } }) =>
  idOf(data.object.parent?.subscription_details?.subscription ?? null);

const subscriptionOf: { [T in HandledType]: (event: HandledEvents[T]) => string | null } = {
  // A one-off payment through Checkout has no subscription to sync.
  'checkout.session.completed': ({ data }) =>
    data.object.mode === 'subscription' ? idOf(data.object.subscription) : null,
  'customer.subscription.created': subscriptionItself,
  'customer.subscription.updated': subscriptionItself,
  'customer.subscription.deleted': subscriptionItself,
  // A one-off invoice has no subscription parent.
  'invoice.paid': subscriptionOfInvoice,
  'invoice.payment_failed': subscriptionOfInvoice,
};

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Stripe's webhooks, the way Ghost handles them: verify the signature first, dispatch by type, answer 200
 * to the rest. Events may come twice and in any order, so no handler trusts the event's copy of the
 * subscription: each reads the subscription's current state from Stripe and stores it (cancelling at once
 * a second live one of the customer's), and any order of delivery ends in the same row. Each event is
 * recorded in the same transaction as its effect.
 */
export function createStripeWebhooks({ db, stripe, now, log, announceAccessChange }: StripeWebhooksDeps) {
  return {
    async receive(payload: Buffer, signature: string | undefined, securityLog: SecurityLog): Promise<WebhookOutcome> {
      const event = await stripe.verifyWebhook(payload, signature);
      if (!isHandled(event)) return 'ignored';
      if (await isStripeEventRecorded(db, event.id)) return 'duplicate';

      try {
        const subscriptionId = subscriptionIdOf(event.type, event);
        // Outside the transaction: no database connection waits on Stripe.
        const reported = subscriptionId === null ? undefined : await stripe.retrieveSubscription(subscriptionId);
        const snapshots = reported ? await withDuplicatesCancelled(stripe, reported, securityLog) : [];
        const recorded = await db.transaction().execute(async (trx) => {
          if (!(await recordStripeEvent(trx, event, now()))) return false;
          for (const snapshot of snapshots) await applySubscriptionSnapshot(trx, snapshot, now());
          return true;
        });
        if (recorded && snapshots.length > 0) announceAccessChange({ kind: 'subscription-changed' });
        return recorded ? 'applied' : 'duplicate';
      } catch (error) {
        // Not recorded, so Stripe's retry will apply it; say so where an operator looks.
        log.error({ err: error, eventId: event.id, eventType: event.type }, 'Stripe webhook failed');
        throw error;
      }
    },
  };
}

export type StripeWebhooks = ReturnType<typeof createStripeWebhooks>;

function isHandled(event: Stripe.Event): event is HandledEvents[HandledType] {
  return Object.hasOwn(subscriptionOf, event.type);
}

/** Generic over the type, so the handler and the event are known to match. */
function subscriptionIdOf<T extends HandledType>(type: T, event: HandledEvents[T]): string | null {
  return subscriptionOf[type](event);
}

function idOf(reference: string | { id: string } | null): string | null {
  const id: unknown = typeof reference === 'string' ? reference : reference?.id;
  return typeof id === 'string' ? id : null;
}
