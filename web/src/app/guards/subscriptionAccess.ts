import type { SubscriptionStatusResponse } from '@baseline/contract';
import { ApiError } from '../../lib/api/ApiError';

/** Where the subscription-status call stands: still asking, answered, or failed with an error. */
export type StatusLookup =
  { kind: 'pending' } | { kind: 'answered'; status: SubscriptionStatusResponse } | { kind: 'failed'; error: Error };

/**
 * Whether a subscriber screen (diary, tennis) may stay, beyond the token's claims, which are only
 * as fresh as the last login (SPEC section 4): a status saying "not subscribed", or a failed
 * status call, sends the user to /subscribe. Admins have complimentary access. The screen shows
 * while the answer is on its way, since the server refuses its data to non-subscribers anyway.
 * A 401 is left to the token guard, which sends the user to /login instead.
 */
export function decideSubscriptionAccess(lookup: StatusLookup, isAdmin: boolean): 'allow' | '/subscribe' {
  switch (lookup.kind) {
    case 'pending':
      return 'allow';
    case 'answered':
      return lookup.status.subscribed || isAdmin ? 'allow' : '/subscribe';
    case 'failed':
      return lookup.error instanceof ApiError && lookup.error.status === 401 ? 'allow' : '/subscribe';
  }
}
