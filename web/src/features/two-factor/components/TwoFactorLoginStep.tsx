import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, type Feedback } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Form } from '../../../components/Form';
import { serverErrorOf } from '../../../lib/api/ApiError';
import { useCompleteTwoFactorLogin } from '../api';
import { CodeField } from './CodeField';

/** The login's second step, after a right password on an account with two-factor authentication on. */
export function TwoFactorLoginStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const complete = useCompleteTwoFactorLogin();

  const submit = () => {
    setFeedback(null);
    complete.mutate(
      { challenge, code },
      {
        onSuccess: (to) => void navigate(to),
        onError: (error) => {
          setCode('');
          setFeedback({ tone: 'error', message: 'Login failed.', detail: serverErrorOf(error) });
        },
      },
    );
  };

  return (
    <>
      <Alert feedback={feedback} />
      <p>Enter the code from your authenticator app to finish logging in.</p>
      <Form label="Two-factor authentication" onSubmit={submit}>
        <CodeField value={code} onValueChange={setCode} allowRecoveryCode />
        <div className="form__actions">
          <Button variant="secondary" onClick={onRestart}>
            Back
          </Button>
          <Button type="submit" disabled={complete.isPending}>
            Verify
          </Button>
        </div>
      </Form>
    </>
  );
}
