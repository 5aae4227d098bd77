import { SUBSCRIPTION_STATES, type SubscriptionState } from '@baseline/contract';

/**
 * A subscription as the payment provider holds it at `readAt`. Every write to the subscriptions table is
 * one of these, whichever path brought it (verify, cancel, resume, a webhook, the test checkout).
 */
export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  status: SubscriptionState;
  priceId: string;
  /** Epoch ms: when the paid period ends (and the subscription renews or, if cancelled, ends). */
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  /** Epoch ms at which the provider created the subscription. */
  createdAt: number;
  /** Epoch ms at which we read this state from the provider. */
  readAt: number;
}

/** A checkout session just opened: where the member pays, and until when. */
export interface OpenCheckout {
  id: string;
  url: string;
  /** Epoch ms after which the session can no longer be paid. */
  expiresAt: number;
}

export interface CheckoutSessionSnapshot {
  id: string;
  /** Can still be paid: neither completed nor expired. */
  open: boolean;
  /** Our user id, as Stripe's client_reference_id; null for a session we did not create. */
  userId: string | null;
  /** Completed, and paid or with nothing to pay. */
  paid: boolean;
  subscription: SubscriptionSnapshot | null;
}

/**
 * What the billing service asks of a payment provider: Stripe, or the offline test provider that mirrors
 * Stripe's flow on our own origin. Lookups of unknown ids answer undefined.
 */
export interface PaymentProvider {
  /** Makes the provider's customer for a user; the service calls it once per user and keeps the id. */
  createCustomer(user: { id: string; email: string }): Promise<string>;
  /** Opens a session on the page where the user pays. */
  createCheckoutSession(checkout: { userId: string; customerId: string }): Promise<OpenCheckout>;
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionSnapshot | undefined>;
  /** Makes an open session unpayable: one opened by a request that lost the race to a parallel one. */
  expireCheckoutSession(sessionId: string): Promise<void>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | undefined>;
  /** The customer's subscriptions that grant access ('active', 'trialing'), as the provider holds them now. */
  liveSubscriptionsOf(customerId: string): Promise<SubscriptionSnapshot[]>;
  /** Ends a subscription at once (a member's second, paid by mistake); answers it as it now is. */
  cancelSubscriptionNow(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /** Sets or clears cancellation at the end of the current period; answers the subscription as it now is. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  /** Answers the address of the page where the customer manages their billing. */
  createPortalSession(customerId: string): Promise<string>;
}

export const PROVIDER_UNAVAILABLE = 'The payment provider is unavailable. Please try again shortly.';

/** The state as our contract knows it, or undefined for one it does not (a newer Stripe state). */
export function knownState(value: string): SubscriptionState | undefined {
  return SUBSCRIPTION_STATES.find((state) => state === value);
}
