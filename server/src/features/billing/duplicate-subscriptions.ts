import type { SecurityLog } from '../../lib/security-log.js';
import { isLiveState } from '../access/access-policy.js';
import type { PaymentProvider, SubscriptionSnapshot } from './payment-provider.js';

export const REFUND_REQUEST =
  'A second live subscription of one customer was cancelled at once: refund its invoice from the Stripe Dashboard.';

/**
 * What to store for a subscription the provider reported: itself when it has ended; when it is live, the
 * customer's live subscription as the provider has it now. Two live ones mean two checkouts were both paid,
 * and a member holds one: the oldest, the one we tracked first, is kept, and every newer one is cancelled at once at the provider, with a refund request
 * for the operator in the security log. Whichever of them an event names, and in whatever order events
 * come, the outcome is the same; once cancelled, a duplicate is no longer live and is not cancelled again.
 */
export async function withDuplicatesCancelled(
  provider: PaymentProvider,
  reported: SubscriptionSnapshot,
  log: SecurityLog,
): Promise<SubscriptionSnapshot[]> {
  if (!isLiveState(reported.status)) return [reported];
  // While the customer has a live subscription, what is stored comes from this fresh list, not from
  // `reported`: read earlier, it may be stale. A parallel delivery may have cancelled it meanwhile as a
  // duplicate, and storing it as live would then displace the subscription that was kept.
  const live = await provider.liveSubscriptionsOf(reported.customerId);
  const [kept, ...newer] = [...live].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  if (!kept) return [reported];
  const cancelled: SubscriptionSnapshot[] = [];
  for (const duplicate of newer) {
    cancelled.push(await provider.cancelSubscriptionNow(duplicate.id));
    log('billing.subscription.duplicate-cancelled', {
      targetId: duplicate.id,
      customerId: reported.customerId,
      keptSubscriptionId: kept.id,
      reason: REFUND_REQUEST,
    });
  }
  // The cancelled ones first: the kept one, live, then wins the row from any of them it held.
  return [...cancelled, kept];
}
