import type { Member } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { actionsFor, memberActionText, subscriptionLabel } from './memberActions';

const member = (overrides: Partial<Member> = {}): Member => ({
  id: 'u1',
  username: 'iga',
  email: 'iga@example.test',
  isAdmin: false,
  disabled: false,
  subscribed: false,
  subscriptionStatus: 'none',
  twoFactorEnabled: false,
  ...overrides,
});

describe('actionsFor', () => {
  it('offers ending sessions and disabling for an active member', () => {
    expect(actionsFor(member(), 'admin')).toEqual(['end-sessions', 'disable']);
  });

  it('offers enabling for a disabled member', () => {
    expect(actionsFor(member({ disabled: true }), 'admin')).toEqual(['end-sessions', 'enable']);
  });

  it('offers resetting two-factor authentication only to a member who has it on', () => {
    expect(actionsFor(member({ twoFactorEnabled: true }), 'admin')).toEqual([
      'end-sessions',
      'disable',
      'reset-two-factor',
    ]);
    expect(actionsFor(member({ twoFactorEnabled: true, id: 'admin' }), 'admin')).toEqual([]);
  });

  it("offers nothing on the admin's own row", () => {
    expect(actionsFor(member({ id: 'admin', isAdmin: true }), 'admin')).toEqual([]);
  });
});

describe('memberActionText', () => {
  it('names the member in the confirmation', () => {
    expect(memberActionText('disable', member())).toMatchObject({
      button: 'Disable',
      confirmTitle: 'Disable iga?',
      success: 'Account disabled!',
    });
    expect(memberActionText('end-sessions', member()).confirmTitle).toBe('End every session of iga?');
    expect(memberActionText('enable', member()).failure).toBe('Failed to enable account');
  });
});

describe('subscriptionLabel', () => {
  it('puts the state in words', () => {
    expect(subscriptionLabel(member({ subscribed: true, subscriptionStatus: 'active' }))).toBe('Active');
    expect(subscriptionLabel(member())).toBe('No subscription');
    expect(subscriptionLabel(member({ subscriptionStatus: 'canceled' }))).toBe('Cancelled');
  });

  it('calls an admin complimentary', () => {
    expect(subscriptionLabel(member({ isAdmin: true, subscribed: true }))).toBe('Complimentary (admin)');
  });

  it('flags a live state whose period has run out', () => {
    expect(subscriptionLabel(member({ subscriptionStatus: 'active' }))).toBe('Active (period over)');
  });
});
