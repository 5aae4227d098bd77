import type { Member } from '@baseline/contract';
import { subscriptionStateLabel } from '../billing/statusLabel';

export type MemberAction = 'end-sessions' | 'disable' | 'enable' | 'reset-two-factor';

export interface MemberActionText {
  /** The row's button. */
  button: string;
  confirmTitle: string;
  confirmDescription: string;
  confirmLabel: string;
  success: string;
  failure: string;
}

/** What the admin may do to a member; nothing to their own account, which they would lock themselves out of. */
export function actionsFor(member: Member, ownId: string | undefined): MemberAction[] {
  if (member.id === ownId) return [];
  const actions: MemberAction[] = ['end-sessions', member.disabled ? 'enable' : 'disable'];
  return member.twoFactorEnabled ? [...actions, 'reset-two-factor'] : actions;
}

export function memberActionText(action: MemberAction, { username }: Pick<Member, 'username'>): MemberActionText {
  switch (action) {
    case 'end-sessions':
      return {
        button: 'End sessions',
        confirmTitle: `End every session of ${username}?`,
        confirmDescription: `${username} is logged out on every device at once and can log in again.`,
        confirmLabel: 'End sessions',
        success: 'Sessions ended!',
        failure: 'Failed to end sessions',
      };
    case 'disable':
      return {
        button: 'Disable',
        confirmTitle: `Disable ${username}?`,
        confirmDescription: `${username} is logged out everywhere and cannot log in until you enable the account again.`,
        confirmLabel: 'Disable account',
        success: 'Account disabled!',
        failure: 'Failed to disable account',
      };
    case 'enable':
      return {
        button: 'Enable',
        confirmTitle: `Enable ${username}?`,
        confirmDescription: `${username} can log in again.`,
        confirmLabel: 'Enable account',
        success: 'Account enabled!',
        failure: 'Failed to enable account',
      };
    case 'reset-two-factor':
      return {
        button: 'Reset two-factor',
        confirmTitle: `Reset two-factor authentication of ${username}?`,
        confirmDescription:
          `${username}'s authenticator and recovery codes stop working, every session ends, and they log in ` +
          `with their password alone until they turn it on again. They are told by e-mail.`,
        confirmLabel: 'Reset two-factor',
        success: 'Two-factor authentication reset!',
        failure: 'Failed to reset two-factor authentication',
      };
  }
}

/** Admins have complimentary access whatever their subscription says. */
export function subscriptionLabel(member: Pick<Member, 'isAdmin' | 'subscribed' | 'subscriptionStatus'>): string {
  if (member.isAdmin) return 'Complimentary (admin)';
  const state = subscriptionStateLabel(member.subscriptionStatus);
  // A paying state whose period ran out unrenewed no longer grants access, and the admin should see that.
  const lapsed = !member.subscribed && LIVE_STATES.has(member.subscriptionStatus);
  return lapsed ? `${state} (period over)` : state;
}

const LIVE_STATES = new Set<Member['subscriptionStatus']>(['active', 'trialing']);
