import { useEffect } from 'react';
import { isCommandKey } from '../../lib/shortcuts';

export const SEARCH_KEY = 'k';

/**
 * Ctrl+K (Cmd+K on a Mac) opens the search from anywhere on the page, the diary's editor included (TipTap binds
 * no Mod-k). The browser's own Ctrl+K (its address bar's search) is always held back, so the key never takes the
 * focus out of the page; with a dialog open (a question waiting, or the search itself) it does nothing more.
 */
export function useSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCommandKey(event, SEARCH_KEY)) return;
      event.preventDefault();
      if (document.querySelector('dialog[open]')) return;
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}
