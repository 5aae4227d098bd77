import type { SubscriptionStatusResponse } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/ApiError';
import { decideSubscriptionAccess } from './subscriptionAccess';

const answered = (subscribed: boolean) => {
  const status: SubscriptionStatusResponse = {
    subscribed,
    subscriptionEnd: null,
    cancelAtPeriodEnd: false,
    status: subscribed ? 'active' : 'canceled',
  };
  return { kind: 'answered', status } as const;
};

describe('decideSubscriptionAccess', () => {
  it('lets a subscriber stay', () => {
    expect(decideSubscriptionAccess(answered(true), false)).toBe('allow');
  });

  it('sends a member whose subscription ended after login to /subscribe', () => {
    expect(decideSubscriptionAccess(answered(false), false)).toBe('/subscribe');
  });

  it('lets an admin stay without a subscription', () => {
    expect(decideSubscriptionAccess(answered(false), true)).toBe('allow');
  });

  it('sends the member to /subscribe when the status call fails', () => {
    expect(decideSubscriptionAccess({ kind: 'failed', error: new ApiError(500, undefined) }, false)).toBe('/subscribe');
    expect(decideSubscriptionAccess({ kind: 'failed', error: new ApiError(0, undefined) }, true)).toBe('/subscribe');
  });

  it('leaves a dead token to the token guard', () => {
    expect(decideSubscriptionAccess({ kind: 'failed', error: new ApiError(401, 'Expired') }, false)).toBe('allow');
  });

  it('shows the screen while the answer is on its way', () => {
    expect(decideSubscriptionAccess({ kind: 'pending' }, false)).toBe('allow');
  });
});
