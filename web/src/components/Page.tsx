import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../lib/cx';
import { Logo } from './Logo';
import './Page.css';

interface PageProps {
  /** The h1, and the document title. */
  title: string;
  /** narrow: a form card; prose: readable text; wide: tables and dashboards. */
  width?: 'narrow' | 'prose' | 'wide';
  /** Shows the logo linking home; off inside layouts that have their own header. */
  brand?: boolean;
  children: ReactNode;
}

/** The frame of every screen but the splash: title, optional brand link, and the main landmark. */
export function Page({ title, width = 'narrow', brand = true, children }: PageProps) {
  return (
    <main className={cx('page', `page--${width}`)}>
      <title>{`${title} · Baseline`}</title>
      {brand && (
        <Link to="/" className="page__brand" aria-label="Baseline home">
          <Logo />
        </Link>
      )}
      <div className="page__body">
        <h1 className="page__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
