import type { SubscriptionState, SubscriptionStatusResponse } from '@baseline/contract';
import { formatLongDate } from '../../lib/formatDate';

/** Stripe's subscription states in words a member understands. */
export function subscriptionStateLabel(state: SubscriptionState): string {
  switch (state) {
    case 'none':
      return 'No subscription';
    case 'incomplete':
      return 'Awaiting first payment';
    case 'incomplete_expired':
      return 'Checkout expired';
    case 'trialing':
      return 'Trial';
    case 'active':
      return 'Active';
    case 'past_due':
      return 'Payment overdue';
    case 'unpaid':
      return 'Unpaid';
    case 'canceled':
      return 'Cancelled';
    case 'paused':
      return 'Paused';
  }
}

/** What happens at the end of the period, e.g. "Renews on 1 August 2026"; null without a date. */
export function periodEndLabel(status: SubscriptionStatusResponse): string | null {
  const date = status.subscriptionEnd && formatLongDate(status.subscriptionEnd);
  if (!date) return null;
  if (status.status === 'canceled') return `Ended on ${date}`;
  return status.cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`;
}
