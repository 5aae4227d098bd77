import type { CancelSubscriptionResponse, SubscriptionStatusResponse } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import type { AnnounceAccessChange } from '../access/access-changes.js';
import type { SignedInUser } from '../access/guards.js';
import { hasAccess, subscriptionGrantsAccess } from '../access/access-policy.js';
import type { SecurityLog } from '../../lib/security-log.js';
import {
  applySubscriptionSnapshot,
  findSubscription,
  keepCheckout,
  linkCustomer,
  type SubscriptionRecord,
} from './billing.repo.js';
import { withDuplicatesCancelled } from './duplicate-subscriptions.js';
import type { PaymentProvider, SubscriptionSnapshot } from './payment-provider.js';

export interface BillingServiceDeps {
  db: Database;
  provider: PaymentProvider;
  now: Clock;
  /** Where this service says it has ended sessions or changed access, so no guard goes on trusting the old. */
  announceAccessChange: AnnounceAccessChange;
}

export const ALREADY_SUBSCRIBED = 'You already have an active subscription.';
/** Without the date: the answer's subscriptionEnd carries it, for the browser to write in the reader's language. */
export const CANCELLED = 'Your subscription has been cancelled.';
export const NOTHING_TO_CANCEL = 'You have no active subscription to cancel.';
export const NOTHING_TO_RESUME = 'Your subscription is not set to end, so there is nothing to resume.';
export const NO_BILLING_ACCOUNT = 'You have no billing account yet. Subscribe first.';
export const SESSION_NOT_FOUND = 'This checkout session does not exist.';
export const PAYMENT_INCOMPLETE = 'Payment has not been completed.';

/** The subscription rules, the same whichever provider takes the money. */
export function createBillingService({ db, provider, now, announceAccessChange }: BillingServiceDeps) {
  /** Stores what the provider says of a subscription; the guards must not keep admitting by the old state. */
  async function store(snapshot: SubscriptionSnapshot): Promise<void> {
    await applySubscriptionSnapshot(db, snapshot, now());
    announceAccessChange({ kind: 'subscription-changed' });
  }

  /** The user's subscription while it still grants access; the caller refuses with `refusal` otherwise. */
  async function liveSubscription(userId: string, refusal: string) {
    const record = await findSubscription(db, userId);
    if (!record?.subscriptionId || !subscriptionGrantsAccess(record, now())) throw new HttpError(409, refusal);
    return { ...record, subscriptionId: record.subscriptionId };
  }

  return {
    /** From our database only: the provider is not asked, so this answers even when it is down. */
    async status(user: SignedInUser): Promise<SubscriptionStatusResponse> {
      const record = await findSubscription(db, user.id);
      return presentStatus(record, await hasAccess(db, user, now()));
    },

    /**
     * Answers the address of the checkout page. A member has one payable session at a time: the one they
     * opened is answered again while it is open, and a new one is opened only once it is paid or expired.
     * The user's provider customer is made on their first visit.
     */
    async startCheckout(user: SignedInUser): Promise<string> {
      const record = await findSubscription(db, user.id);
      if (subscriptionGrantsAccess(record, now())) throw new HttpError(409, ALREADY_SUBSCRIBED);
      const previous = record?.checkout ?? null;
      if (previous && previous.expiresAt > now() && (await provider.retrieveCheckoutSession(previous.id))?.open) {
        return previous.url;
      }
      const customerId =
        record?.customerId ?? (await linkCustomer(db, user.id, await provider.createCustomer(user), now()));
      const opened = await provider.createCheckoutSession({ userId: user.id, customerId });
      const kept = await keepCheckout(db, user.id, previous?.id ?? null, opened, now());
      // A parallel request kept its session first: ours must not stay payable beside it.
      if (kept.id !== opened.id) await provider.expireCheckoutSession(opened.id);
      return kept.url;
    },

    /**
     * The success page's check: the session is the caller's and paid; its subscription is stored, and a
     * second live one of the customer's is cancelled at once.
     */
    async verifySession(user: SignedInUser, sessionId: string, log: SecurityLog): Promise<void> {
      const session = await provider.retrieveCheckoutSession(sessionId);
      // Someone else's session answers as a missing one would: its id tells nothing about that account.
      if (!session || session.userId !== user.id) throw new HttpError(404, SESSION_NOT_FOUND);
      if (!session.paid || !session.subscription) throw new HttpError(402, PAYMENT_INCOMPLETE);
      for (const snapshot of await withDuplicatesCancelled(provider, session.subscription, log)) await store(snapshot);
    },

    /** Cancels at the end of the paid period, never at once: the user keeps what they paid for. */
    async cancel(user: SignedInUser): Promise<CancelSubscriptionResponse> {
      const { subscriptionId } = await liveSubscription(user.id, NOTHING_TO_CANCEL);
      const snapshot = await provider.setCancelAtPeriodEnd(subscriptionId, true);
      await store(snapshot);
      return { message: CANCELLED, subscriptionEnd: new Date(snapshot.currentPeriodEnd).toISOString() };
    },

    /** Undoes a pending cancellation while the period lasts. */
    async resume(user: SignedInUser): Promise<void> {
      const { subscriptionId, cancelAtPeriodEnd } = await liveSubscription(user.id, NOTHING_TO_RESUME);
      if (!cancelAtPeriodEnd) throw new HttpError(409, NOTHING_TO_RESUME);
      await store(await provider.setCancelAtPeriodEnd(subscriptionId, false));
    },

    /** Answers the address of the provider's billing portal for the user's customer. */
    async portal(user: SignedInUser): Promise<string> {
      const record = await findSubscription(db, user.id);
      if (!record) throw new HttpError(409, NO_BILLING_ACCOUNT);
      return provider.createPortalSession(record.customerId);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;

function presentStatus(record: SubscriptionRecord | undefined, subscribed: boolean): SubscriptionStatusResponse {
  const end = record?.currentPeriodEnd ?? null;
  return {
    subscribed,
    subscriptionEnd: end === null ? null : new Date(end).toISOString(),
    cancelAtPeriodEnd: record?.cancelAtPeriodEnd ?? false,
    status: record?.status ?? 'none',
  };
}
