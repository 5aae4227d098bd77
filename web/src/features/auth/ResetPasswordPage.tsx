import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, type Feedback } from '../../components/Alert';
import { Form, FormActions } from '../../components/Form';
import { Page } from '../../components/Page';
import { REDIRECT_DELAY_MS } from '../../lib/timing';
import { useDelayedNavigate } from '../../lib/useDelayedNavigate';
import { useResetPassword } from './api';
import { NewPasswordFields } from './components/NewPasswordFields';
import { passwordProblem } from './passwordRules';
import { useNewPassword } from './useNewPassword';

export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigateLater = useDelayedNavigate();
  const newPassword = useNewPassword();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const reset = useResetPassword();

  if (!token) {
    return (
      <Page title="Reset password">
        <Alert feedback={{ tone: 'error', message: 'This reset link is incomplete.' }} />
        <p>
          Open the link from the e-mail again, or <Link to="/forgot-password">ask for a new one</Link>.
        </p>
      </Page>
    );
  }

  const submit = () => {
    const problem = passwordProblem(newPassword.password) ?? (newPassword.matches ? null : 'Passwords do not match.');
    if (problem) {
      setFeedback({ tone: 'error', message: problem });
      return;
    }
    setFeedback(null);
    reset.mutate(
      { token, password: newPassword.password, confirm: newPassword.confirm },
      {
        onSuccess: ({ message }) => {
          setFeedback({ tone: 'success', message });
          navigateLater('/login', REDIRECT_DELAY_MS.standard, message);
        },
        onError: (error) => {
          setFeedback({ tone: 'error', message: error.message });
        },
      },
    );
  };

  return (
    <Page title="Reset password">
      <Alert feedback={feedback} />
      <Form label="Reset password" onSubmit={submit}>
        <NewPasswordFields
          newPassword={newPassword}
          name="password"
          label="New Password"
          confirmLabel="Confirm Password"
        />
        <FormActions submitLabel="Reset Password" busy={reset.isPending || reset.isSuccess} />
      </Form>
    </Page>
  );
}
