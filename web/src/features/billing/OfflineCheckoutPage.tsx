import type { TestCheckoutSession } from '@baseline/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ApiError, serverErrorOf } from '../../lib/api/ApiError';
import { useCompleteTestCheckout, useTestCheckoutSession } from './api';
import { OfflineProviderCard } from './components/OfflineProviderCard';
import './OfflineCheckoutPage.css';

/** The offline stand-in for Stripe Checkout, used when Stripe is not configured. */
export function OfflineCheckoutPage() {
  const sessionId = useSearchParams()[0].get('session_id') ?? '';
  return (
    <OfflineProviderCard
      title="Baseline test checkout"
      lead="This is a test checkout. No real card is charged and no card details are asked for."
    >
      {sessionId ? <SessionView sessionId={sessionId} /> : <Ended message="No checkout session was given." />}
    </OfflineProviderCard>
  );
}

function SessionView({ sessionId }: { sessionId: string }) {
  const session = useTestCheckoutSession(sessionId);
  if (session.isPending) return <p role="status">Loading the checkout...</p>;
  if (session.isError) {
    const unknown = session.error instanceof ApiError && session.error.status === 404;
    return unknown ? (
      <Ended message="This checkout session does not exist." />
    ) : (
      <Ended message="The checkout could not be loaded." detail={serverErrorOf(session.error)} />
    );
  }
  switch (session.data.status) {
    case 'open':
      return <OpenSession session={session.data} />;
    case 'complete':
      return (
        <>
          <Alert feedback={{ tone: 'success', message: 'This checkout session has already been paid.' }} />
          <p>
            <Link to={`/success?session_id=${encodeURIComponent(sessionId)}`}>Continue to your subscription</Link>
          </p>
        </>
      );
    case 'expired':
      return <Ended message="This checkout session has expired." />;
  }
}

/** A session that cannot be paid; a new checkout is the way on. */
function Ended({ message, detail }: { message: string; detail?: string | undefined }) {
  return (
    <>
      <Alert feedback={{ tone: 'error', message, detail }} />
      <p>
        <Link to="/subscribe">Start a new checkout</Link>
      </p>
    </>
  );
}

function OpenSession({ session }: { session: TestCheckoutSession }) {
  const pay = useCompleteTestCheckout(session.id);
  const navigate = useNavigate();
  // After a successful Pay the browser is already leaving for /success: keep both buttons off.
  const busy = pay.isPending || pay.isSuccess;
  return (
    <>
      <div>
        <p className="checkout__product">{session.productName}</p>
        <p className="checkout__amount">{session.amountDisplay}</p>
      </div>
      <dl className="test-provider__details">
        <dt>E-mail</dt>
        <dd>{session.email}</dd>
        <dt>Card</dt>
        <dd>None needed: test payment</dd>
      </dl>
      {pay.isError && (
        <Alert
          feedback={{
            tone: 'error',
            message: 'The test payment could not be completed.',
            detail: serverErrorOf(pay.error),
          }}
        />
      )}
      <div className="checkout__actions">
        <Button variant="secondary" disabled={busy} onClick={() => void navigate('/cancel')}>
          Cancel
        </Button>
        <Button
          disabled={busy}
          onClick={() => {
            pay.mutate();
          }}
        >
          {busy ? 'Paying...' : 'Pay'}
        </Button>
      </div>
    </>
  );
}
