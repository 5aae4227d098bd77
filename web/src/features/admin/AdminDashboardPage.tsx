import { Link } from 'react-router';
import { Page } from '../../components/Page';
import { allAnswered } from '../../lib/api/answered';
import { RefusedPage } from '../../components/RefusedPage';
import { useClaims } from '../../app/session/useToken';
import { useTwoFactorStatus } from '../two-factor/api';
import { AdminTwoFactorNotice } from '../two-factor/components/AdminTwoFactorNotice';
import { useMembers, useRegistrationRequests } from './api';
import { isRefusedAsNonAdmin } from './dashboardAccess';
import { MembersSection } from './components/MembersSection';
import { RequestsSection } from './components/RequestsSection';
import './AdminDashboardPage.css';
import { NeedsConnection } from '../offline/status/NeedsConnection';

/**
 * The admin's requests and members. Any signed-in user may open it (SPEC section 2 guards it by the token
 * alone); one the server refuses as no administrator is told so, not that the lists failed to load.
 */
export function AdminDashboardPage() {
  const tokenSaysAdmin = useClaims()?.isAdmin ?? false;
  const requests = useRegistrationRequests();
  const members = useMembers();
  const twoFactor = useTwoFactorStatus();
  // Shown whole once its parts have answered (the notice and the requests would push the members down as each
  // came), with SPEC's 'Loading requests...' meanwhile.
  const settled = allAnswered(requests, members, twoFactor);

  if (isRefusedAsNonAdmin([requests.error, members.error], tokenSaysAdmin)) {
    return (
      <RefusedPage
        title="Admin Dashboard"
        message="This page is for administrators."
        wayOut={{ to: '/main', label: 'Go to the main area' }}
        brand={false}
      />
    );
  }

  return (
    <Page title="Admin Dashboard" width="wide" brand={false}>
      <NeedsConnection what="The admin dashboard">
        {settled ? (
          <>
            {tokenSaysAdmin && <AdminTwoFactorNotice />}
            <div className="admin__intro">
              <p>Pending registration requests. Approving creates the account with the password you set.</p>
              <Link to="/main">Go to the main area</Link>
            </div>
            <RequestsSection requests={requests} />
            <MembersSection members={members} />
          </>
        ) : (
          <p role="status">Loading requests...</p>
        )}
      </NeedsConnection>
    </Page>
  );
}
