import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/ApiError';
import {
  CANCELLED,
  CHECKOUT_FAILED,
  CHECKOUT_UNREACHABLE,
  cancelledFeedback,
  checkoutFailureMessage,
  isAlreadySubscribed,
  isVerifiedMessage,
} from './paymentMessages';

describe('checkoutFailureMessage', () => {
  it('reports a refusal by the server as a failed start', () => {
    expect(checkoutFailureMessage(new ApiError(409, 'You already have a subscription.'))).toBe(CHECKOUT_FAILED);
    expect(checkoutFailureMessage(new ApiError(502, undefined))).toBe(CHECKOUT_FAILED);
  });

  it('reports a call that got no answer as an error creating the session', () => {
    expect(checkoutFailureMessage(new ApiError(0, undefined))).toBe(CHECKOUT_UNREACHABLE);
  });

  it('reports anything else (an unusable answer) as a failed start', () => {
    expect(checkoutFailureMessage(new Error('The server answered an address that cannot be followed.'))).toBe(
      CHECKOUT_FAILED,
    );
  });
});

describe('isVerifiedMessage', () => {
  it('accepts a message that says the subscription is verified', () => {
    expect(isVerifiedMessage('Subscription verified.')).toBe(true);
    expect(isVerifiedMessage('Payment Verified, welcome!')).toBe(true);
  });

  it('rejects a message without the word', () => {
    expect(isVerifiedMessage('Payment pending.')).toBe(false);
    expect(isVerifiedMessage('')).toBe(false);
  });

  it('rejects a message that denies it', () => {
    expect(isVerifiedMessage('Payment not verified.')).toBe(false);
    expect(isVerifiedMessage('Session unverified.')).toBe(false);
  });
});

describe('isAlreadySubscribed', () => {
  it('reads the checkout’s 409 as a subscription that already grants access', () => {
    expect(isAlreadySubscribed(new ApiError(409, 'You already have an active subscription.'))).toBe(true);
  });

  it('leaves every other failure to the failure messages', () => {
    expect(isAlreadySubscribed(new ApiError(503, undefined))).toBe(false);
    expect(isAlreadySubscribed(new ApiError(0, undefined))).toBe(false);
    expect(isAlreadySubscribed(new Error('The server answered an address that cannot be followed.'))).toBe(false);
  });
});

describe('cancelledFeedback', () => {
  const end = '2026-12-25T12:00:00.000Z';

  it('writes the end date in the reader’s language, as every other date is written', () => {
    const answer = { message: 'Your subscription has been cancelled.', subscriptionEnd: end };
    expect(cancelledFeedback(answer, { locale: 'en-US', timeZone: 'UTC' })).toEqual({
      tone: 'success',
      message: 'Your subscription has been cancelled.',
      detail: 'It stays active until December 25, 2026.',
    });
    expect(cancelledFeedback(answer, { locale: 'en-GB', timeZone: 'UTC' }).detail).toBe(
      'It stays active until 25 December 2026.',
    );
  });

  it('says the subscription is cancelled when the server sends no message, and no date without one', () => {
    expect(cancelledFeedback({ message: '', subscriptionEnd: null })).toEqual({
      tone: 'success',
      message: CANCELLED,
      detail: undefined,
    });
  });
});
