import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, type Feedback } from '../../components/Alert';
import { Page } from '../../components/Page';
import { useTwoFactorStatus } from './api';
import { EnableTwoFactor } from './components/EnableTwoFactor';
import { ManageTwoFactor } from './components/ManageTwoFactor';
import './TwoFactorPage.css';
import { NeedsConnection } from '../offline/status/NeedsConnection';

/** Any signed-in user's two-factor settings. */
export function TwoFactorPage() {
  const status = useTwoFactorStatus();
  const [notice, setNotice] = useState<Feedback | null>(null);

  return (
    <Page title="Two-factor authentication">
      <NeedsConnection what="Two-factor set-up">
        <Alert feedback={notice} />
        {status.isPending && <p role="status">Loading…</p>}
        {status.isError && (
          <Alert feedback={{ tone: 'error', message: 'Could not load your two-factor settings. Please try again.' }} />
        )}
        {status.data &&
          (status.data.enabled ? (
            <ManageTwoFactor
              recoveryCodesLeft={status.data.recoveryCodesLeft}
              onDisabled={(message) => {
                setNotice({ tone: 'success', message });
              }}
            />
          ) : (
            <EnableTwoFactor
              onDone={() => {
                setNotice(null);
                void status.refetch();
              }}
            />
          ))}
        <p>
          <Link to="/main">Back</Link>
        </p>
      </NeedsConnection>
    </Page>
  );
}
