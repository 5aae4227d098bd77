import type { ReactNode } from 'react';
import { OFFLINE_TEXT } from '../offlineText';
import { useOnline } from './useOnline';
import './NeedsConnection.css';

interface NeedsConnectionProps {
  /** What needs it, as the start of a sentence: 'Checkout', 'Search'. */
  what: string;
  children: ReactNode;
}

/** A page (or part) that cannot work offline says so plainly instead of failing; it comes back with the network. */
export function NeedsConnection({ what, children }: NeedsConnectionProps) {
  const online = useOnline();
  if (online) return children;
  return (
    <p className="needs-connection" role="status">
      {OFFLINE_TEXT.needsConnection(what)}
    </p>
  );
}
