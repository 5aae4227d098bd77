import { useTheme } from '../lib/theme/useTheme';
import { cx } from '../lib/cx';
import './ThemeToggle.css';

/** Switches between light and dark; the label names the mode it switches to. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggle } = useTheme();
  const next = theme === 'dark' ? 'Light Mode' : 'Dark Mode';
  return (
    <button type="button" className={cx('theme-toggle', className)} onClick={toggle}>
      <svg className="line-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {theme === 'dark' ? (
          <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5v2m0 16v2M4.2 4.2l1.4 1.4m12.8 12.8 1.4 1.4M2 12h2m16 0h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4" />
        ) : (
          <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" />
        )}
      </svg>
      <span>{next}</span>
    </button>
  );
}
