import { cx } from '../lib/cx';
import './Logo.css';

/**
 * The Baseline mark (a half court seen from behind the baseline, its baseline picked out in optic yellow)
 * and wordmark. One inline SVG serves both themes: its colours come from CSS variables.
 */
export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <span className={cx('logo', `logo--${size}`)} role="img" aria-label="Baseline">
      <svg className="logo__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect className="logo__court" x="0" y="0" width="40" height="40" rx="9" />
        <path className="logo__lines" d="M12.5 9H27.5M12.5 9L8.5 28.5M27.5 9L31.5 28.5M10.6 18.3H29.4M20 9V18.3" />
        <rect className="logo__accent" x="6" y="28" width="28" height="3.5" rx="1.75" />
        <circle className="logo__accent" cx="24.5" cy="23" r="2.5" />
      </svg>
      <span className="logo__word">Baseline</span>
    </span>
  );
}
