import type { SubscriptionStatusResponse } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { pendingCancellationEnd, subscriptionMenuEntries } from './subscriptionMenu';

const end = '2026-08-01T12:00:00.000Z';

function status(overrides: Partial<SubscriptionStatusResponse>): SubscriptionStatusResponse {
  return { subscribed: true, subscriptionEnd: end, cancelAtPeriodEnd: false, status: 'active', ...overrides };
}

const kinds = (value: SubscriptionStatusResponse, isAdmin = false) =>
  subscriptionMenuEntries(value, isAdmin).map((entry) => entry.kind);

describe('subscriptionMenuEntries', () => {
  it('offers a subscriber cancellation and billing', () => {
    expect(kinds(status({}))).toEqual(['cancel', 'manage']);
    expect(kinds(status({ status: 'trialing' }))).toEqual(['cancel', 'manage']);
  });

  it('shows the end date and resume, not cancel, while a cancellation is pending', () => {
    expect(subscriptionMenuEntries(status({ cancelAtPeriodEnd: true }), false)).toEqual([
      { kind: 'ends', subscriptionEnd: end },
      { kind: 'resume' },
      { kind: 'manage' },
    ]);
  });

  it('still offers resume when the end date is unknown', () => {
    expect(kinds(status({ cancelAtPeriodEnd: true, subscriptionEnd: null }))).toEqual(['resume', 'manage']);
  });

  it('gives an admin without a subscription complimentary access instead of cancel', () => {
    const complimentary = status({ status: 'none', subscriptionEnd: null });
    expect(kinds(complimentary, true)).toEqual(['complimentary']);
    expect(kinds(status({ status: 'canceled', subscribed: false }), true)).toEqual(['complimentary', 'manage']);
  });

  it('lets an admin who pays cancel like anyone else', () => {
    expect(kinds(status({}), true)).toEqual(['cancel', 'manage']);
  });

  it('offers checkout to a member whose subscription is over', () => {
    expect(kinds(status({ subscribed: false, status: 'canceled' }))).toEqual(['subscribe', 'manage']);
    expect(kinds(status({ subscribed: false, status: 'none', subscriptionEnd: null }))).toEqual(['subscribe']);
  });

  it('never offers to resume a subscription that has already ended', () => {
    expect(kinds(status({ subscribed: false, status: 'canceled', cancelAtPeriodEnd: true }))).toEqual([
      'subscribe',
      'manage',
    ]);
  });
});

describe('pendingCancellationEnd', () => {
  it('gives the end date only while a cancellation is pending', () => {
    expect(pendingCancellationEnd(status({ cancelAtPeriodEnd: true }))).toBe(end);
    expect(pendingCancellationEnd(status({}))).toBeNull();
    expect(pendingCancellationEnd(status({ status: 'canceled', cancelAtPeriodEnd: true }))).toBeNull();
  });
});
