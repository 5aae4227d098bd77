import { useCallback, useState } from 'react';
import { ariaShortcut, shortcutLabel } from '../../lib/shortcuts';
import { SearchDialog } from './SearchDialog';
import { SEARCH_KEY, useSearchShortcut } from './useSearchShortcut';
import './SearchLauncher.css';

/** The header's Search button, showing its shortcut, and the search it opens (Ctrl/Cmd+K opens it too). */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => {
    setOpen(true);
  }, []);
  useSearchShortcut(show);

  return (
    <>
      <button type="button" className="search-launcher" aria-keyshortcuts={ariaShortcut(SEARCH_KEY)} onClick={show}>
        <svg className="line-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5L21 21" />
        </svg>
        <span>Search</span>
        <kbd className="search-launcher__keys">{shortcutLabel(SEARCH_KEY)}</kbd>
      </button>
      <SearchDialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
      />
    </>
  );
}
