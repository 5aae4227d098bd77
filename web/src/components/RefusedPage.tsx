import { Link } from 'react-router';
import { Alert } from './Alert';
import { Page } from './Page';

interface RefusedPageProps {
  title: string;
  /** Why this screen is not for the reader. */
  message: string;
  /** Where to go instead. */
  wayOut: { to: string; label: string };
}

/** A screen that cannot serve the reader: it says why, and offers the way on. */
export function RefusedPage({ title, message, wayOut }: RefusedPageProps) {
  return (
    <Page title={title}>
      <Alert feedback={{ tone: 'error', message }} />
      <p>
        <Link to={wayOut.to}>{wayOut.label}</Link>
      </p>
    </Page>
  );
}
