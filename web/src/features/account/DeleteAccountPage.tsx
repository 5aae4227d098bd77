import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, type Feedback } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Form } from '../../components/Form';
import { Page } from '../../components/Page';
import { TextField } from '../../components/TextField';
import { serverErrorOf } from '../../lib/api/ApiError';
import { PasswordField } from '../auth/components/AccountFields';
import { useTwoFactorStatus } from '../two-factor/api';
import { CodeField } from '../two-factor/components/CodeField';
import { useDeleteAccount } from './api';
import { CONFIRMATION_WORD, deletionProblem } from './deletionConfirmation';
import './DeleteAccountPage.css';
import { NeedsConnection } from '../offline/status/NeedsConnection';

/**
 * A member erasing their own account: what goes, the export offered first, then the password (and a code when
 * two-factor authentication is on) and the word DELETE typed out. On success useDeleteAccount ends the local
 * session and the login page says the account is gone.
 */
export function DeleteAccountPage() {
  const navigate = useNavigate();
  const twoFactor = useTwoFactorStatus();
  const deletion = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const codeNeeded = twoFactor.data?.enabled === true;

  const submit = () => {
    const problem = deletionProblem(confirmation);
    if (problem) {
      setFeedback({ tone: 'error', message: problem });
      return;
    }
    setFeedback(null);
    deletion.mutate(
      { password, ...(codeNeeded ? { code } : {}) },
      {
        onError: (error) => {
          setFeedback({ tone: 'error', message: serverErrorOf(error) ?? 'Your account could not be deleted.' });
        },
      },
    );
  };

  return (
    <Page title="Delete account">
      <NeedsConnection what="Deleting your account">
        <p>Deleting your account cannot be undone. At once and for good, we delete:</p>
        <ul className="delete-account__list">
          <li>every diary day, with its tabs, tags, images and mentions;</li>
          <li>your player notes, labels and templates;</li>
          <li>your login, your sessions on every device, and your two-factor settings.</li>
        </ul>
        <p>
          If you have a subscription, it ends now, without a refund for the rest of the period you have paid for. Your
          username becomes free for anyone to use.
        </p>
        <p className="delete-account__export">
          <Link to="/main/export">Download your data first</Link>: once your account is deleted, we cannot give it back.
        </p>
        <Alert feedback={feedback} />
        {twoFactor.isError && (
          <Alert feedback={{ tone: 'error', message: 'Could not load your two-factor settings. Please try again.' }} />
        )}
        <Form label="Delete account" onSubmit={submit}>
          <PasswordField
            label="Current Password"
            name="password"
            purpose="current-password"
            value={password}
            onValueChange={setPassword}
          />
          {codeNeeded && <CodeField value={code} onValueChange={setCode} allowRecoveryCode />}
          <TextField
            label={`Type ${CONFIRMATION_WORD} to confirm`}
            name="confirmation"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            value={confirmation}
            onValueChange={setConfirmation}
          />
          <div className="form__actions">
            <Button variant="secondary" onClick={() => void navigate('/main')}>
              Back
            </Button>
            <Button type="submit" variant="danger" disabled={deletion.isPending || twoFactor.isPending}>
              Delete my account
            </Button>
          </div>
        </Form>
      </NeedsConnection>
    </Page>
  );
}
