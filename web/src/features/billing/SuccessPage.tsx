import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, type Feedback } from '../../components/Alert';
import { Page } from '../../components/Page';
import { serverErrorOf } from '../../lib/api/ApiError';
import { useOnce } from './once';
import { REDIRECT_DELAY_MS } from '../../lib/timing';
import { useDelayedNavigate } from '../../lib/useDelayedNavigate';
import { useLogout } from '../auth/api';
import { useVerifySession } from './api';
import { isVerifiedMessage } from './paymentMessages';

/**
 * Where checkout returns after payment (SPEC sections 4 and 8): verifies the session once, then
 * sends the member to log in again, because only a new token carries isSubscribed = true. The old
 * token is ended as soon as the payment is verified: kept, it would contradict the login page's
 * 'Log in again', and its isSubscribed = false would send the member from /main back to checkout.
 */
export function SuccessPage() {
  const sessionId = useSearchParams()[0].get('session_id') ?? '';
  const verify = useVerifySession();
  const navigateLater = useDelayedNavigate();
  const { mutate: endSession } = useLogout();
  const verified = verify.isSuccess && isVerifiedMessage(verify.data.message);

  useOnce(() => {
    verify.mutate(sessionId);
  }, sessionId !== '');

  useEffect(() => {
    if (!verified) return;
    endSession();
    navigateLater('/login', REDIRECT_DELAY_MS.standard, 'Your subscription is active. Log in again to continue.');
  }, [verified, endSession, navigateLater]);

  let feedback: Feedback | null = null;
  if (!sessionId) feedback = { tone: 'error', message: 'No session ID found.' };
  else if (verified) feedback = { tone: 'success', message: 'Subscription verified! Redirecting...' };
  else if (verify.isSuccess || verify.isError) {
    feedback = { tone: 'error', message: 'Subscription verification failed.', detail: serverErrorOf(verify.error) };
  }

  return (
    <Page title="Payment">
      {feedback === null && <p role="status">Verifying your payment...</p>}
      <Alert feedback={feedback} />
      {feedback?.tone === 'error' && (
        // Not back to checkout: the payment may have gone through, and logging in asks the server.
        <p>
          <Link to="/login">Go to the login page</Link>
        </p>
      )}
    </Page>
  );
}
