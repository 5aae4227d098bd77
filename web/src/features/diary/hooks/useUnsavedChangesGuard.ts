import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { tokenStore } from '../../../lib/session';

/**
 * Asks before unsaved edits are left behind: the browser's own prompt for a reload or a closed tab,
 * and a blocker the page turns into a dialog for a move to another screen. Changing the day
 * (same path, new ?date) is not blocked here: the page asks about that itself. Leaving after the
 * token is gone (logout, expiry) is not blocked either: there is no way to save any more.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && tokenStore.get() !== null,
  );
}
