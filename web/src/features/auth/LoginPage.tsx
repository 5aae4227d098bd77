import { Suspense, useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, type Feedback } from '../../components/Alert';
import { Form, FormActions } from '../../components/Form';
import { Page } from '../../components/Page';
import { ApiError } from '../../lib/api/ApiError';
import { readNoticeFeedback } from '../../lib/notice';
import { api, tokenStore } from '../../app/session/apiClient';
import { PasswordField, UsernameField } from './components/AccountFields';
import { logIn } from './loginFlow';

/** The second step after a right password on an account with two-factor authentication on. */
export type SecondFactorStep = ComponentType<{ challenge: string; onRestart: () => void }>;

/**
 * A throttled login, a disabled account (told only after the right password) or an unreachable server
 * deserves its reason; a wrong password stays generic.
 */
function loginFailureDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 429 || error.status === 403 || error.status === 0) return error.message;
  return undefined;
}

/**
 * The login itself is a plain promise: this page is in the first bundle, which leaves TanStack Query to the
 * screens behind it. The rare second step is given by the route table, which loads it in its own chunk.
 */
export function LoginPage({ SecondFactorStep }: { SecondFactorStep: SecondFactorStep }) {
  const navigate = useNavigate();
  const notice = readNoticeFeedback(useLocation().state);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(notice);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);

  const submit = () => {
    setFeedback(null);
    setBusy(true);
    logIn({ api, tokens: tokenStore }, { username, password }).then(
      (to) => {
        setBusy(false);
        if (typeof to === 'string') void navigate(to);
        else setChallenge(to.challenge);
      },
      (error: unknown) => {
        setBusy(false);
        setFeedback({ tone: 'error', message: 'Login failed.', detail: loginFailureDetail(error) });
      },
    );
  };

  if (challenge) {
    return (
      <Page title="Login">
        <Suspense>
          <SecondFactorStep
            challenge={challenge}
            onRestart={() => {
              setChallenge(null);
              setPassword('');
            }}
          />
        </Suspense>
      </Page>
    );
  }

  return (
    <Page title="Login">
      <Alert feedback={feedback} />
      <Form label="Login" onSubmit={submit}>
        <UsernameField value={username} onValueChange={setUsername} />
        <PasswordField
          label="Password"
          name="password"
          purpose="current-password"
          value={password}
          onValueChange={setPassword}
        />
        <p>
          <Link to="/forgot-password">Forgot password</Link>
        </p>
        <FormActions submitLabel="Login" busy={busy} backTo="/" />
      </Form>
    </Page>
  );
}
