import { ApiError } from '../../lib/api/ApiError';

/** SPEC section 8's checkout failures. */
export const CHECKOUT_FAILED = 'Failed to start checkout session.';
export const CHECKOUT_UNREACHABLE = 'Error creating Stripe checkout session.';

/**
 * Which checkout failure to show: the server answered with a refusal or an unusable answer, or
 * the call never got an answer (status 0: offline, connection refused).
 */
export function checkoutFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 0 ? CHECKOUT_UNREACHABLE : CHECKOUT_FAILED;
}

/**
 * Whether verify-session's answer says the payment is verified (SPEC section 4: the message
 * contains 'verified'). Read as a whole word, not negated, so 'unverified' or 'not verified'
 * in a message can never count as success.
 */
export function isVerifiedMessage(message: string): boolean {
  return /\bverified\b/i.test(message) && !/\b(?:not|un)\s*verified\b/i.test(message);
}
