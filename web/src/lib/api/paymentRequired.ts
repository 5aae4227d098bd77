import { ApiError } from './ApiError';

/**
 * Put in the `meta` of a call whose 402 is its own screen's answer, not a lapsed subscription:
 * verify-session answers 402 for an unpaid checkout, and /success says so itself.
 */
export const PAYMENT_REQUIRED_IS_AN_ANSWER = { paymentRequiredIsAnAnswer: true } as const;

/** 402 from a subscriber-only call: the subscription ended after the token was issued. */
export function isLapsedSubscription(error: unknown, meta: Record<string, unknown> | undefined): boolean {
  return error instanceof ApiError && error.status === 402 && meta?.paymentRequiredIsAnAnswer !== true;
}
