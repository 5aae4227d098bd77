import { STORAGE_KEYS } from '../storageKeys';
import { resolveTheme, storedValueFor, type Theme } from './resolveTheme';

const root = document.documentElement;
const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
const listeners = new Set<() => void>();

function apply(theme: Theme): void {
  root.dataset.theme = theme;
  for (const listener of listeners) listener();
}

function current(): Theme {
  return resolveTheme(localStorage.getItem(STORAGE_KEYS.darkMode), systemDark.matches);
}

/** The theme on the page; theme-init.js set it before first paint, this keeps it in sync afterwards. */
export const themeStore = {
  get: (): Theme => (root.dataset.theme === 'dark' ? 'dark' : 'light'),

  /** Remembers an explicit choice, which from then on overrides the system preference. */
  choose: (theme: Theme): void => {
    localStorage.setItem(STORAGE_KEYS.darkMode, storedValueFor(theme));
    apply(theme);
  },

  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Until the user chooses, follow the system as it changes; another tab's choice applies here too.
systemDark.addEventListener('change', () => {
  apply(current());
});
window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEYS.darkMode || event.key === null) apply(current());
});
