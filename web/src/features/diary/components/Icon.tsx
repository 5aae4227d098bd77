import { cx } from '../../../lib/cx';
import './Icon.css';

/** Stroke icons of the diary's controls, drawn on a 24-unit grid. Decorative: the control carries the name. */
export const ICONS = {
  chevronUp: 'M6 15l6-6 6 6',
  chevronDown: 'M6 9l6 6 6-6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  plus: 'M12 5v14M5 12h14',
  cross: 'M6 6l12 12M18 6L6 18',
  list: 'M4 6h16M4 12h16M4 18h10',
} as const;

export function Icon({ name, small = false }: { name: keyof typeof ICONS; small?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={cx('icon', small && 'icon--small')}>
      <path d={ICONS[name]} />
    </svg>
  );
}
