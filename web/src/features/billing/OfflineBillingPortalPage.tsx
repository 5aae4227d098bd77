import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { useToken } from '../../app/session/useToken';
import { useSubscriptionStatus } from './api';
import { OfflineProviderCard } from './components/OfflineProviderCard';
import { periodEndLabel, subscriptionStateLabel } from './statusLabel';

/**
 * Where Manage Billing leads with the offline test provider, standing in for Stripe's billing
 * portal: it shows the subscription as the server records it and leads back to the app.
 */
export function OfflineBillingPortalPage() {
  return (
    <OfflineProviderCard
      title="Baseline test billing portal"
      lead="This stands in for Stripe's billing portal, where members change their card and see their invoices. In test mode there is no card or invoice to manage."
    >
      <Subscription />
      <p>
        <Link to="/main">Return to Baseline</Link>
      </p>
    </OfflineProviderCard>
  );
}

function Subscription() {
  const token = useToken();
  const status = useSubscriptionStatus({ enabled: token !== null });
  if (!token) return <Alert feedback={{ tone: 'error', message: 'Log in to see your subscription.' }} />;
  if (status.isPending) return <p role="status">Loading your subscription...</p>;
  if (status.isError) return <Alert feedback={{ tone: 'error', message: 'The subscription could not be loaded.' }} />;
  const periodEnd = periodEndLabel(status.data);
  return (
    <dl className="test-provider__details">
      <dt>Subscription</dt>
      <dd>{subscriptionStateLabel(status.data.status)}</dd>
      {periodEnd && (
        <>
          <dt>Period</dt>
          <dd>{periodEnd}</dd>
        </>
      )}
    </dl>
  );
}
