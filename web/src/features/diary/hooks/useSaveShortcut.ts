import { useEffect } from 'react';
import { isCommandKey } from '../../../lib/shortcuts';

/** Ctrl+S (Cmd+S on a Mac) saves the day instead of saving the web page. */
export function useSaveShortcut(save: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCommandKey(event, 's')) return;
      event.preventDefault();
      // A dialog is a question waiting for an answer (e.g. the conflict choice): saving under it would skip it.
      if (document.querySelector('dialog[open]')) return;
      save();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [save]);
}
