import { formatLongDate } from '../../../lib/formatDate';

/** SPEC section 4's notice for a pending cancellation, with the date written for people. */
export function SubscriptionEndNotice({ subscriptionEnd, className }: { subscriptionEnd: string; className: string }) {
  const date = formatLongDate(subscriptionEnd);
  if (!date) return null;
  return <p className={className}>Your subscription will end on {date}.</p>;
}
