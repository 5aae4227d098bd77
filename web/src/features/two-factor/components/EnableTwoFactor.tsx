import type { TwoFactorSetup } from '@baseline/contract';
import { useState } from 'react';
import { Alert, type Feedback } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/Form';
import { TextField } from '../../../components/TextField';
import { serverErrorOf } from '../../../lib/api/ApiError';
import { useConfirmSetup, useStartSetup } from '../api';
import { CodeField } from './CodeField';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

/** Turning it on: a QR code (and the secret to type), a code to prove the app has it, then the recovery codes. */
export function EnableTwoFactor({ onDone }: { onDone: () => void }) {
  const start = useStartSetup();
  const confirm = useConfirmSetup();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const begin = () => {
    setFeedback(null);
    start.mutate(
      { password },
      {
        onSuccess: setSetup,
        onError: (error) => {
          setFeedback({ tone: 'error', message: serverErrorOf(error) ?? 'Could not start the set-up.' });
        },
      },
    );
  };

  const submit = () => {
    setFeedback(null);
    confirm.mutate(
      { password, code },
      {
        onError: (error) => {
          setFeedback({
            tone: 'error',
            message: serverErrorOf(error) ?? 'Could not turn on two-factor authentication.',
          });
        },
      },
    );
  };

  if (confirm.data) return <RecoveryCodesPanel codes={confirm.data.recoveryCodes} onSaved={onDone} />;

  return (
    <section aria-labelledby="enable-title">
      <h2 id="enable-title">Turn on two-factor authentication</h2>
      <Alert feedback={feedback} />
      {!setup ? (
        <>
          <p className="two-factor__intro">
            After your password, you will also enter a code from an authenticator app on your phone (such as Google
            Authenticator, Microsoft Authenticator, 1Password or Aegis).
          </p>
          <Form label="Set up two-factor authentication" onSubmit={begin}>
            <TextField
              label="Current Password"
              name="password"
              type="password"
              autoComplete="current-password"
              hint="Your password proves it is you who adds the authenticator."
              required
              value={password}
              onValueChange={setPassword}
            />
            <Button type="submit" disabled={start.isPending}>
              Set up two-factor authentication
            </Button>
          </Form>
        </>
      ) : (
        <>
          <ol className="two-factor__steps">
            <li>Scan this QR code with your authenticator app.</li>
            <li>
              Or type this key into the app instead:{' '}
              <code className="two-factor__secret">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
            </li>
            <li>Enter the 6-digit code the app shows to finish.</li>
          </ol>
          <img className="two-factor__qr" src={setup.qrCodeDataUrl} alt="QR code for your authenticator app" />
          <Form label="Confirm two-factor authentication" onSubmit={submit}>
            <CodeField value={code} onValueChange={setCode} />
            <Button type="submit" disabled={confirm.isPending}>
              Turn on
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
