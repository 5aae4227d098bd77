import { useState } from 'react';
import { Alert, type Feedback } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/Form';
import { TextField } from '../../../components/TextField';
import { serverErrorOf } from '../../../lib/api/ApiError';
import { useDisableTwoFactor, useRegenerateCodes } from '../api';
import { CodeField } from './CodeField';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

interface ManageTwoFactorProps {
  recoveryCodesLeft: number;
  /** This screen goes away once it is off, so the page shows the server's confirmation. */
  onDisabled: (message: string) => void;
}

/** While it is on: new recovery codes, or turning it off with the password and a code. */
export function ManageTwoFactor({ recoveryCodesLeft, onDisabled }: ManageTwoFactorProps) {
  const regenerate = useRegenerateCodes();
  const disable = useDisableTwoFactor();
  const [regenerateCode, setRegenerateCode] = useState('');
  const [regeneratePassword, setRegeneratePassword] = useState('');
  const [password, setPassword] = useState('');
  const [disableCode, setDisableCode] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);

  const failed = (fallback: string) => (error: Error) => {
    setFeedback({ tone: 'error', message: serverErrorOf(error) ?? fallback });
  };

  if (freshCodes) {
    return (
      <RecoveryCodesPanel
        codes={freshCodes}
        onSaved={() => {
          setFreshCodes(null);
          setFeedback({ tone: 'success', message: 'Your new recovery codes are in use; the old ones no longer work.' });
        }}
      />
    );
  }

  return (
    <>
      <Alert feedback={feedback} />
      <p className="two-factor__on">
        Two-factor authentication is <strong>on</strong>. You have {recoveryCodesLeft} unused recovery code
        {recoveryCodesLeft === 1 ? '' : 's'}.
      </p>
      <section className="two-factor__section" aria-labelledby="regenerate-title">
        <h2 id="regenerate-title">New recovery codes</h2>
        <p className="two-factor__intro">Makes 10 new codes; the old ones stop working.</p>
        <Form
          label="New recovery codes"
          onSubmit={() => {
            setFeedback(null);
            regenerate.mutate(
              { password: regeneratePassword, code: regenerateCode },
              {
                onSuccess: (answer) => {
                  setRegenerateCode('');
                  setRegeneratePassword('');
                  setFreshCodes(answer.recoveryCodes);
                },
                onError: failed('Could not make new recovery codes.'),
              },
            );
          }}
        >
          <TextField
            label="Current Password"
            name="regenerate-password"
            type="password"
            autoComplete="current-password"
            required
            value={regeneratePassword}
            onValueChange={setRegeneratePassword}
          />
          <CodeField value={regenerateCode} onValueChange={setRegenerateCode} />
          <Button type="submit" variant="secondary" disabled={regenerate.isPending}>
            Make new recovery codes
          </Button>
        </Form>
      </section>
      <section className="two-factor__section" aria-labelledby="disable-title">
        <h2 id="disable-title">Turn off two-factor authentication</h2>
        <Form
          label="Turn off two-factor authentication"
          onSubmit={() => {
            setFeedback(null);
            disable.mutate(
              { password, code: disableCode },
              {
                onSuccess: (answer) => {
                  onDisabled(answer.message);
                },
                onError: failed('Could not turn off two-factor authentication.'),
              },
            );
          }}
        >
          <TextField
            label="Current Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onValueChange={setPassword}
          />
          <CodeField value={disableCode} onValueChange={setDisableCode} allowRecoveryCode />
          <Button type="submit" variant="danger" disabled={disable.isPending}>
            Turn off
          </Button>
        </Form>
      </section>
    </>
  );
}
