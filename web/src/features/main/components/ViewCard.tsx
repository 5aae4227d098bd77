import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './ViewCard.css';

const ICONS = {
  diary: 'M6 3h11a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6V3Zm0 0v18M10 8h6M10 12h6',
  tennis: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8',
  charts: 'M4 20h16M6 20V11m4 9V5m4 15v-7m4 7V8',
} as const;

interface ViewCardProps {
  to: string;
  title: string;
  icon: keyof typeof ICONS;
  children: ReactNode;
}

/** One large, whole-card link of the view selector. */
export function ViewCard({ to, title, icon, children }: ViewCardProps) {
  return (
    <Link to={to} className="view-card">
      <svg className="view-card__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[icon]} />
      </svg>
      <span className="view-card__title">{title}</span>
      <span className="view-card__text">{children}</span>
    </Link>
  );
}
