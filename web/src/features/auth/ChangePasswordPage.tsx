import { useState } from 'react';
import { Alert, type Feedback } from '../../components/Alert';
import { Form, FormActions } from '../../components/Form';
import { Page } from '../../components/Page';
import { serverErrorOf } from '../../lib/api/ApiError';
import { REDIRECT_DELAY_MS } from '../../lib/timing';
import { useDelayedNavigate } from '../../lib/useDelayedNavigate';
import { useChangePassword } from './api';
import { PasswordField } from './components/AccountFields';
import { passwordProblem } from './passwordRules';

export function ChangePasswordPage() {
  const navigateLater = useDelayedNavigate();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const change = useChangePassword();

  const submit = () => {
    const problem = newPassword === confirm ? passwordProblem(newPassword) : 'New passwords do not match.';
    if (problem) {
      setFeedback({ tone: 'error', message: problem });
      return;
    }
    setFeedback(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setFeedback({ tone: 'success', message: 'Password changed successfully.' });
          navigateLater('/main', REDIRECT_DELAY_MS.standard);
        },
        onError: (error) => {
          setFeedback({ tone: 'error', message: serverErrorOf(error) ?? 'Failed to change password.' });
        },
      },
    );
  };

  return (
    <Page title="Change Password">
      <Alert feedback={feedback} />
      <Form label="Change Password" onSubmit={submit}>
        <PasswordField
          label="Current Password"
          name="currentPassword"
          purpose="current-password"
          value={currentPassword}
          onValueChange={setCurrentPassword}
        />
        <PasswordField
          label="New Password"
          name="newPassword"
          purpose="new-password"
          withRules
          value={newPassword}
          onValueChange={setNewPassword}
        />
        <PasswordField
          label="Confirm New Password"
          name="confirm"
          purpose="new-password"
          value={confirm}
          onValueChange={setConfirm}
        />
        <FormActions submitLabel="Change Password" busy={change.isPending || change.isSuccess} backTo="/main" />
      </Form>
    </Page>
  );
}
