import type { CancelSubscriptionResponse } from '@baseline/contract';
import type { Feedback } from '../../components/Alert';
import { ApiError } from '../../lib/api/ApiError';
import { formatLongDate } from '../../lib/formatDate';

/** SPEC section 8's checkout failures. */
export const CHECKOUT_FAILED = 'Failed to start checkout session.';
export const CHECKOUT_UNREACHABLE = 'Error creating Stripe checkout session.';
/** SPEC section 8's cancel success, when the server sends no message. */
export const CANCELLED = 'Your subscription has been cancelled.';
/** Where a member who has a subscription already is sent from /subscribe, and what they read there. */
export const ALREADY_SUBSCRIBED_NOTICE = 'You are already subscribed.';

/**
 * Which checkout failure to show: the server answered with a refusal or an unusable answer, or
 * the call never got an answer (status 0: offline, connection refused).
 */
export function checkoutFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 0 ? CHECKOUT_UNREACHABLE : CHECKOUT_FAILED;
}

/** The checkout refused because the member's subscription already grants access: there is nothing to pay. */
export function isAlreadySubscribed(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/**
 * Cancel's success (SPEC sections 4 and 8): the server's message, or ours without one, and until when the
 * subscription stays active. The server names no date; this one is written like every other date on screen.
 */
export function cancelledFeedback(
  { message, subscriptionEnd }: CancelSubscriptionResponse,
  dateOptions?: Parameters<typeof formatLongDate>[1],
): Feedback {
  const date = subscriptionEnd && formatLongDate(subscriptionEnd, dateOptions);
  return {
    tone: 'success',
    message: message || CANCELLED,
    detail: date ? `It stays active until ${date}.` : undefined,
  };
}

/**
 * Whether verify-session's answer says the payment is verified (SPEC section 4: the message
 * contains 'verified'). Read as a whole word, not negated, so 'unverified' or 'not verified'
 * in a message can never count as success.
 */
export function isVerifiedMessage(message: string): boolean {
  return /\bverified\b/i.test(message) && !/\b(?:not|un)\s*verified\b/i.test(message);
}
