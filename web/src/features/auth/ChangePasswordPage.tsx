import { useState } from 'react';
import { Alert, type Feedback } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Form, FormActions } from '../../components/Form';
import { Page } from '../../components/Page';
import { serverErrorOf } from '../../lib/api/ApiError';
import { useClaims } from '../../app/session/useToken';
import { REDIRECT_DELAY_MS } from '../../lib/timing';
import { useDelayedNavigate } from '../../lib/useDelayedNavigate';
import { useChangePassword, useLogoutToLogin } from './api';
import { PasswordField } from './components/AccountFields';
import { NewPasswordFields } from './components/NewPasswordFields';
import { passwordProblem } from './passwordRules';
import { useNewPassword } from './useNewPassword';

/**
 * A member's own password change, reached from the menu; or the first thing after logging in with a password
 * an admin set (the token's mustChangePassword), when every other screen sends the member back here. Then
 * Back has nowhere in the app to return to: it ends the session and goes to /login, and Logout is offered
 * beside it, as the menu the member cannot reach would.
 */
export function ChangePasswordPage() {
  // Read once: the token a successful change stores no longer has the flag, yet the page stays until it moves on.
  const [forced] = useState(useClaims()?.mustChangePassword === true);
  const logout = useLogoutToLogin();
  const navigateLater = useDelayedNavigate();
  const [currentPassword, setCurrentPassword] = useState('');
  const newPassword = useNewPassword();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const change = useChangePassword();

  const submit = () => {
    const problem = newPassword.matches ? passwordProblem(newPassword.password) : 'New passwords do not match.';
    if (problem) {
      setFeedback({ tone: 'error', message: problem });
      return;
    }
    setFeedback(null);
    change.mutate(
      { currentPassword, newPassword: newPassword.password },
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
      {forced && <p>Choose a password of your own to go on, or log out and come back to it later.</p>}
      <Alert feedback={feedback} />
      <Form label="Change Password" onSubmit={submit}>
        <PasswordField
          label="Current Password"
          name="currentPassword"
          purpose="current-password"
          value={currentPassword}
          onValueChange={setCurrentPassword}
        />
        <NewPasswordFields
          newPassword={newPassword}
          name="newPassword"
          label="New Password"
          confirmLabel="Confirm New Password"
        />
        <FormActions
          submitLabel="Change Password"
          busy={change.isPending || change.isSuccess}
          backTo={forced ? logout.logOut : '/main'}
        />
      </Form>
      {forced && (
        <p>
          Not now?{' '}
          <Button variant="secondary" onClick={logout.logOut} disabled={logout.pending}>
            Logout
          </Button>
        </p>
      )}
    </Page>
  );
}
