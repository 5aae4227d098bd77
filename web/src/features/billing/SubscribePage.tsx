import { Navigate } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';
import { RefusedPage } from '../../components/RefusedPage';
import { serverErrorOf } from '../../lib/api/ApiError';
import { useClaims, useToken } from '../../app/session/useToken';
import { noticeState } from '../../lib/notice';
import { useOnce } from './once';
import { useStartCheckout } from './api';
import { ALREADY_SUBSCRIBED_NOTICE, checkoutFailureMessage, isAlreadySubscribed } from './paymentMessages';
import { NeedsConnection } from '../offline/status/NeedsConnection';

/**
 * Starts the checkout as soon as it opens and hands the browser over to the checkout page
 * (SPEC sections 2 and 8). Exactly one session is created per visit; Try again makes another.
 * A member whose subscription already grants access (the server refuses the checkout with 409) has
 * nothing to pay and goes on to /main; one whose token predates the subscription would be sent straight
 * back here by /main's guard, so they log in again for a token that says so, as after a payment.
 */
export function SubscribePage() {
  const token = useToken();
  const tokenSaysSubscribed = useClaims()?.isSubscribed ?? false;
  const checkout = useStartCheckout();
  useOnce(() => {
    checkout.mutate();
  }, token !== null);

  if (!token) {
    return (
      <RefusedPage
        title="Subscribe"
        message="You must be logged in to subscribe."
        wayOut={{ to: '/login', label: 'Go to the login page' }}
      />
    );
  }

  if (isAlreadySubscribed(checkout.error)) {
    return tokenSaysSubscribed ? (
      <Navigate to="/main" replace state={noticeState(ALREADY_SUBSCRIBED_NOTICE)} />
    ) : (
      <Navigate to="/login" replace state={noticeState(`${ALREADY_SUBSCRIBED_NOTICE} Log in again to continue.`)} />
    );
  }

  return (
    <Page title="Subscribe">
      <NeedsConnection what="Checkout">
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
      </NeedsConnection>
    </Page>
  );
}
