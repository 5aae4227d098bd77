import { useState } from 'react';
import { Alert, type Feedback } from '../../components/Alert';
import { CheckboxField } from '../../components/CheckboxField';
import { Form, FormActions } from '../../components/Form';
import { Page } from '../../components/Page';
import { serverErrorOf } from '../../lib/api/ApiError';
import { REDIRECT_DELAY_MS } from '../../lib/timing';
import { useDelayedNavigate } from '../../lib/useDelayedNavigate';
import { useRegisterRequest } from './api';
import { EmailField, UsernameField } from './components/AccountFields';
import { TermsConsentLabel } from './components/TermsConsentLabel';
import { registrationFailure, USERNAME_HINT } from './registrationMessages';

const SUBMITTED = "Your request has been submitted. You'll be contacted upon approval.";

export function RegisterPage() {
  const navigateLater = useDelayedNavigate();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  // SPEC section 3: the request carries a message the form holds but shows no input for.
  const [message] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const register = useRegisterRequest();

  const submit = () => {
    if (!agreed) {
      setFeedback({ tone: 'error', message: 'You must agree to the Terms and Conditions to register.' });
      return;
    }
    setFeedback(null);
    register.mutate(
      { username, email, message },
      {
        onSuccess: () => {
          setFeedback({ tone: 'success', message: SUBMITTED });
          navigateLater('/login', REDIRECT_DELAY_MS.afterRegistration, SUBMITTED);
        },
        onError: (error) => {
          setFeedback(registrationFailure(serverErrorOf(error)));
        },
      },
    );
  };

  return (
    <Page title="Request an account">
      <p>Accounts are approved by hand. Tell us who you are and we will be in touch.</p>
      <Alert feedback={feedback} />
      <Form label="Request an account" onSubmit={submit}>
        <UsernameField value={username} onValueChange={setUsername} hint={USERNAME_HINT} />
        <EmailField value={email} onValueChange={setEmail} />
        {/* Not `required`: the browser would then block the submit and the spec's message would never show. */}
        <CheckboxField
          name="terms"
          aria-required="true"
          checked={agreed}
          onCheckedChange={setAgreed}
          label={<TermsConsentLabel />}
        />
        <FormActions submitLabel="Submit Request" busy={register.isPending || register.isSuccess} backTo="/" />
      </Form>
    </Page>
  );
}
