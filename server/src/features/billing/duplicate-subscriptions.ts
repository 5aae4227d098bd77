import type { SecurityLog } from '../../lib/security-log.js';
import { isLiveState } from '../access/access.service.js';
import type { PaymentProvider, SubscriptionSnapshot } from './payment-provider.js';

export const REFUND_REQUEST =
  'A second live subscription of one customer was cancelled at once: refund its invoice from the Stripe Dashboard.';

/**
 * What to store for a subscription the provider reported: itself, unless it is live beside another live
 * subscription of its customer (two checkouts both paid). A member holds one: the oldest, the one we
 * tracked first, is kept, and every newer one is cancelled at once at the provider, with a refund request
 * for the operator in the security log. Whichever of them an event names, and in whatever order events
 * come, the outcome is the same; once cancelled, a duplicate is no longer live and is not cancelled again.
 */
export async function withDuplicatesCancelled(
  provider: PaymentProvider,
  reported: SubscriptionSnapshot,
  log: SecurityLog,
): Promise<SubscriptionSnapshot[]> {
  if (!isLiveState(reported.status)) return [reported];
  const live = await provider.liveSubscriptionsOf(reported.customerId);
  if (live.length < 2) return [reported];

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
