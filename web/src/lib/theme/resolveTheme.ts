export type Theme = 'light' | 'dark';

/**
 * The theme to show: the user's stored choice ('true' or 'false' under `dark-mode`) wins,
 * anything else falls back to the system colour-scheme preference.
 * public/theme-init.js repeats this rule before first paint; keep the two in step.
 */
export function resolveTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (stored === 'true') return 'dark';
  if (stored === 'false') return 'light';
  return systemPrefersDark ? 'dark' : 'light';
}

/** The value stored under `dark-mode` for a chosen theme. */
export function storedValueFor(theme: Theme): 'true' | 'false' {
  return theme === 'dark' ? 'true' : 'false';
}
