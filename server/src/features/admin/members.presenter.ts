import type { Member } from '@baseline/contract';
import { userHasAccess } from '../access/access-policy.js';
import { knownState } from '../billing/payment-provider.js';
import type { MemberRow } from './members.repo.js';

export function presentMember(row: MemberRow, now: number): Member {
  const term =
    row.subscriptionStatus === null
      ? undefined
      : {
          status: row.subscriptionStatus,
          currentPeriodEnd: row.currentPeriodEnd,
        };
  const isAdmin = row.isAdmin === 1;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isAdmin,
    disabled: row.disabled === 1,
    subscribed: userHasAccess({ isAdmin }, term, now),
    subscriptionStatus: knownState(row.subscriptionStatus ?? 'none') ?? 'none',
    twoFactorEnabled: row.twoFactorEnabledAt !== null,
  };
}
