import { useCallback, useEffect, useReducer } from 'react';
import { closedPanel, PANEL_REOPEN_DELAY_MS, panelReducer, type PanelPlayer } from '../panel/panelSwitch';

/** The side panel's player, with SPEC section 4's close-and-reopen on a switch; select and close are stable. */
export function usePanelSwitch(delayMs = PANEL_REOPEN_DELAY_MS) {
  const [state, dispatch] = useReducer(panelReducer, closedPanel);

  useEffect(() => {
    if (!state.waiting) return;
    // Restarted by every new choice while waiting: the panel reopens 1.3 s after the last click.
    const timer = window.setTimeout(() => {
      dispatch({ type: 'reopen' });
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [state.waiting, delayMs]);

  const select = useCallback((player: PanelPlayer) => {
    dispatch({ type: 'select', player });
  }, []);
  const close = useCallback(() => {
    dispatch({ type: 'close' });
  }, []);
  return { open: state.open, waiting: state.waiting, select, close };
}
