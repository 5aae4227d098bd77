import type { SubscriptionStatusResponse } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { periodEndLabel, subscriptionStateLabel } from './statusLabel';

const status = (overrides: Partial<SubscriptionStatusResponse>): SubscriptionStatusResponse => ({
  subscribed: true,
  subscriptionEnd: '2026-08-01T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  status: 'active',
  ...overrides,
});

describe('subscriptionStateLabel', () => {
  it("puts Stripe's states in words", () => {
    expect(subscriptionStateLabel('active')).toBe('Active');
    expect(subscriptionStateLabel('past_due')).toBe('Payment overdue');
    expect(subscriptionStateLabel('none')).toBe('No subscription');
  });
});

describe('periodEndLabel', () => {
  it('says a live subscription renews', () => {
    expect(periodEndLabel(status({}))).toMatch(/^Renews on /);
  });

  it('says a cancelled one ends, or has ended', () => {
    expect(periodEndLabel(status({ cancelAtPeriodEnd: true }))).toMatch(/^Ends on /);
    expect(periodEndLabel(status({ status: 'canceled', subscribed: false }))).toMatch(/^Ended on /);
  });

  it('gives null without a date', () => {
    expect(periodEndLabel(status({ subscriptionEnd: null, status: 'none' }))).toBeNull();
  });
});
