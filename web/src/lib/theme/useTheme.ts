import { useCallback, useSyncExternalStore } from 'react';
import type { Theme } from './resolveTheme';
import { themeStore } from './themeStore';

/** The current theme and a toggle that stores the user's choice. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get);
  const toggle = useCallback(() => {
    themeStore.choose(themeStore.get() === 'dark' ? 'light' : 'dark');
  }, []);
  return { theme, toggle };
}
