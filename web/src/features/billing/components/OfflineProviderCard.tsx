import type { ReactNode } from 'react';
import './OfflineProviderCard.css';

interface OfflineProviderCardProps {
  /** The h1, and the document title. */
  title: string;
  /** Says what the page stands in for, and that no money moves. */
  lead: string;
  children: ReactNode;
}

/**
 * The frame of the offline test provider's pages (checkout, billing portal): a card that looks
 * like a payment page rather than an app screen, badged as a test.
 */
export function OfflineProviderCard({ title, lead, children }: OfflineProviderCardProps) {
  return (
    <main className="test-provider">
      <title>{`${title} · Baseline`}</title>
      <section className="test-provider__card">
        <header className="test-provider__header">
          <span className="test-provider__badge">Test mode</span>
          <h1 className="test-provider__title">{title}</h1>
          <p className="test-provider__lead">{lead}</p>
        </header>
        <div className="test-provider__body">{children}</div>
      </section>
    </main>
  );
}
