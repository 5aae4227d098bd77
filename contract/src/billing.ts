import Type from 'typebox';

/** Stripe's subscription states, plus `none` for a user who never subscribed. */
export const SUBSCRIPTION_STATES = [
  'none',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'paused',
] as const;
// An enum of a const tuple keeps the literal types (a union built with map() would type as never).
export const SubscriptionState = Type.Enum(SUBSCRIPTION_STATES);
export type SubscriptionState = Type.Static<typeof SubscriptionState>;

/** `GET /api/stripe/subscription-status`: read from our database, the single source of truth. */
export const SubscriptionStatusResponse = Type.Object({
  subscribed: Type.Boolean(),
  /** When access ends (or renews): ISO 8601, null without a subscription. */
  subscriptionEnd: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  cancelAtPeriodEnd: Type.Boolean(),
  status: SubscriptionState,
});
export type SubscriptionStatusResponse = Type.Static<typeof SubscriptionStatusResponse>;

/** `create-checkout-session` and `portal` answer where to send the browser. */
export const RedirectResponse = Type.Object({ url: Type.String() });
export type RedirectResponse = Type.Static<typeof RedirectResponse>;

export const VerifySessionBody = Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 255 }) });
export type VerifySessionBody = Type.Static<typeof VerifySessionBody>;

/** On success the message contains the word "verified", which the client checks (SPEC section 4). */
export const VerifySessionResponse = Type.Object({ message: Type.String() });
export type VerifySessionResponse = Type.Static<typeof VerifySessionResponse>;

/** `message` names no date: clients write `subscriptionEnd` (when access ends) in the reader's own language. */
export const CancelSubscriptionResponse = Type.Object({
  message: Type.String(),
  subscriptionEnd: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type CancelSubscriptionResponse = Type.Static<typeof CancelSubscriptionResponse>;

/** The offline test checkout's view of one session (`GET /api/test-checkout/:sessionId`). */
export const TestCheckoutSession = Type.Object({
  id: Type.String(),
  email: Type.String(),
  productName: Type.String(),
  amountDisplay: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('complete'), Type.Literal('expired')]),
});
export type TestCheckoutSession = Type.Static<typeof TestCheckoutSession>;

export const TestCheckoutParams = Type.Object({ sessionId: Type.String({ pattern: '^cs_test_[A-Za-z0-9]{8,64}$' }) });
export type TestCheckoutParams = Type.Static<typeof TestCheckoutParams>;

/**
 * `POST /api/stripe/webhook` answers Stripe with 200 and this body for every correctly signed event, also
 * one it ignores or has applied before, so Stripe stops resending it. Only Stripe reads it.
 */
export const WebhookAck = Type.Object({
  received: Type.Literal(true),
  outcome: Type.Union([Type.Literal('applied'), Type.Literal('duplicate'), Type.Literal('ignored')]),
});
export type WebhookAck = Type.Static<typeof WebhookAck>;
