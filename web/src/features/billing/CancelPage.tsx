import { Link } from 'react-router';
import { Page } from '../../components/Page';
import './CancelPage.css';

/** The payment provider's return address when the member backs out of checkout. */
export function CancelPage() {
  return (
    <Page title="Payment Cancelled">
      <p>You cancelled the payment process.</p>
      <ul className="cancel-page__links">
        <li>
          <Link to="/subscribe">Try the checkout again</Link>
        </li>
        <li>
          <Link to="/main">Go to the main area</Link>
        </li>
      </ul>
    </Page>
  );
}
