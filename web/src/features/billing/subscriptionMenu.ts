import type { SubscriptionState, SubscriptionStatusResponse } from '@baseline/contract';

/** What the Subscription submenu offers, in order. `ends` and `complimentary` are notices, the rest actions. */
export type SubscriptionMenuEntry =
  | { kind: 'ends'; subscriptionEnd: string }
  | { kind: 'complimentary' }
  | { kind: 'cancel' }
  | { kind: 'resume' }
  | { kind: 'subscribe' }
  | { kind: 'manage' };

/** States in which no subscription is left to cancel or resume: none yet, or over for good. */
const OVER: ReadonlySet<SubscriptionState> = new Set(['none', 'canceled', 'incomplete_expired']);

/**
 * The submenu for a status: a pending cancellation shows its end date and can be undone; a live
 * subscription can be cancelled; an admin without one has complimentary access; anyone else
 * unsubscribed is offered checkout. Whoever has ever had a subscription can manage billing
 * (invoices, card) at the provider.
 */
export function subscriptionMenuEntries(status: SubscriptionStatusResponse, isAdmin: boolean): SubscriptionMenuEntry[] {
  const live = !OVER.has(status.status);
  const entries: SubscriptionMenuEntry[] = [];
  if (live && status.cancelAtPeriodEnd) {
    const subscriptionEnd = pendingCancellationEnd(status);
    if (subscriptionEnd) entries.push({ kind: 'ends', subscriptionEnd });
    entries.push({ kind: 'resume' });
  } else if (live && status.subscribed) {
    entries.push({ kind: 'cancel' });
  } else if (isAdmin) {
    entries.push({ kind: 'complimentary' });
  } else if (!status.subscribed) {
    entries.push({ kind: 'subscribe' });
  }
  if (status.status !== 'none') entries.push({ kind: 'manage' });
  return entries;
}

/** When access ends, while a cancellation is pending (and the server knows the date); null otherwise. */
export function pendingCancellationEnd(status: SubscriptionStatusResponse): string | null {
  return !OVER.has(status.status) && status.cancelAtPeriodEnd ? status.subscriptionEnd : null;
}
