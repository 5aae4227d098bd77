import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { blockNavigation } from '../blockNavigation';
import { history } from '../../../lib/navigation/history';
import { tokenStore } from '../../../app/session/apiClient';

/** A move to another screen held back until the user answers: `leave` lets it go ahead, `stay` drops it. */
export interface LeaveQuestion {
  asking: boolean;
  leave: () => void;
  stay: () => void;
}

/**
 * Asks before unsaved edits are left behind: the browser's own prompt for a reload or a closed tab,
 * and a question the page turns into a dialog for a move to another screen. Changing the day
 * (same path, new ?date) is not held back here: the page asks about that itself. Leaving after the
 * token is gone (logout, expiry) is not held back either: there is no way to save any more.
 */
export function useUnsavedChangesGuard(dirty: boolean): LeaveQuestion {
  const { pathname } = useLocation();
  const [proceed, setProceed] = useState<(() => void) | null>(null);

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

  useEffect(() => {
    if (!dirty) return;
    return blockNavigation(
      history,
      (next) => next.pathname !== pathname && tokenStore.get() !== null,
      (go) => {
        setProceed(() => go);
      },
    );
  }, [dirty, pathname]);

  return {
    asking: proceed !== null,
    leave: () => {
      setProceed(null);
      proceed?.();
    },
    stay: () => {
      setProceed(null);
    },
  };
}
