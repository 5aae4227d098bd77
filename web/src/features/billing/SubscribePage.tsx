import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { serverErrorOf } from '../../lib/api/ApiError';
import { useToken } from '../../lib/auth/useToken';
import { useOnce } from '../../lib/once';
import { useStartCheckout } from './api';
import { checkoutFailureMessage } from './paymentMessages';

/**
 * Starts the checkout as soon as it opens and hands the browser over to the checkout page
 * (SPEC sections 2 and 8). Exactly one session is created per visit; Try again makes another.
 */
export function SubscribePage() {
  const token = useToken();
  const checkout = useStartCheckout();
  useOnce(() => {
    checkout.mutate();
  }, token !== null);

  if (!token) {
    return (
      <Page title="Subscribe">
        <Alert feedback={{ tone: 'error', message: 'You must be logged in to subscribe.' }} />
        <p>
          <Link to="/login">Go to the login page</Link>
        </p>
      </Page>
    );
  }

  return (
    <Page title="Subscribe">
      {checkout.isError ? (
        <>
          <Alert
            feedback={{
              tone: 'error',
              message: checkoutFailureMessage(checkout.error),
              detail: serverErrorOf(checkout.error),
            }}
          />
          <div>
            <Button
              onClick={() => {
                checkout.mutate();
              }}
            >
              Try again
            </Button>
          </div>
        </>
      ) : (
        <p role="status">Redirecting to Stripe checkout...</p>
      )}
    </Page>
  );
}
