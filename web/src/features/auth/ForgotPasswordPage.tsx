import { useState } from 'react';
import { Alert, type Feedback } from '../../components/Alert';
import { Form, FormActions } from '../../components/Form';
import { Page } from '../../components/Page';
import { useForgotPassword } from './api';
import { EmailField } from './components/AccountFields';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const forgot = useForgotPassword();

  const submit = () => {
    setFeedback(null);
    forgot.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          setFeedback({ tone: 'success', message });
        },
        onError: (error) => {
          setFeedback({ tone: 'error', message: error.message });
        },
      },
    );
  };

  return (
    <Page title="Forgot password">
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <Alert feedback={feedback} />
      <Form label="Forgot password" onSubmit={submit}>
        <EmailField value={email} onValueChange={setEmail} />
        <FormActions submitLabel="Send Reset Link" busy={forgot.isPending} backTo="/login" />
      </Form>
    </Page>
  );
}
