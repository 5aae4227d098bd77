import { Link } from 'react-router';
import { Alert } from './Alert';
import { Page } from './Page';

interface RefusedPageProps {
  title: string;
  /** Why this screen is not for the reader. */
  message: string;
  /** Where to go instead. */
  wayOut: { to: string; label: string };
  /** Off inside a layout with its own header, as Page's. */
  brand?: boolean;
}

/** A screen that cannot serve the reader: it says why, and offers the way on. */
export function RefusedPage({ title, message, wayOut, brand = true }: RefusedPageProps) {
  return (
    <Page title={title} brand={brand}>
      <Alert feedback={{ tone: 'error', message }} />
      <p>
        <Link to={wayOut.to}>{wayOut.label}</Link>
      </p>
    </Page>
  );
}
