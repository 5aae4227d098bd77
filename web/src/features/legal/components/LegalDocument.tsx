import type { ReactNode } from 'react';
import { Page } from '../../../components/Page';
import './LegalDocument.css';

/** SPEC section 1: both legal documents take effect on this date. */
const EFFECTIVE_DATE = 'July 7, 2025';

/** The frame of a legal page: readable line length, the effective date, numbered sections. */
export function LegalDocument({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title} width="prose">
      <p className="legal__effective">Effective date: {EFFECTIVE_DATE}</p>
      <div className="legal">{children}</div>
    </Page>
  );
}

/** One numbered section of a legal document. */
export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="legal__section">
      <h2>{heading}</h2>
      {children}
    </section>
  );
}
