import { useSubscriptionStatus } from '../api';
import { pendingCancellationEnd } from '../subscriptionMenu';
import { SubscriptionEndNotice } from './SubscriptionEndNotice';
import './PendingCancellationNotice.css';

/** Reminds a member who cancelled when access ends; shows nothing otherwise, or while loading. */
export function PendingCancellationNotice() {
  const status = useSubscriptionStatus();
  const subscriptionEnd = status.data ? pendingCancellationEnd(status.data) : null;
  if (!subscriptionEnd) return null;
  return <SubscriptionEndNotice className="pending-cancellation" subscriptionEnd={subscriptionEnd} />;
}
