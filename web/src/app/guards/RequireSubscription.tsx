import { Navigate, Outlet } from 'react-router';
import { useClaims } from '../session/useToken';
import { useSubscriptionStatus } from '../../features/billing/api';
import { decideSubscriptionAccess, type StatusLookup } from './subscriptionAccess';

/** Guards the subscriber screens with the server's subscription status: see decideSubscriptionAccess. */
export function RequireSubscription() {
  const claims = useClaims();
  const status = useSubscriptionStatus();
  const lookup: StatusLookup = status.isPending
    ? { kind: 'pending' }
    : status.isError
      ? { kind: 'failed', error: status.error }
      : { kind: 'answered', status: status.data };
  if (decideSubscriptionAccess(lookup, claims?.isAdmin ?? false) === '/subscribe') {
    return <Navigate to="/subscribe" replace />;
  }
  return <Outlet />;
}
