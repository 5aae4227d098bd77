import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { noticeState } from './notice';

/**
 * Navigates after a pause (SPEC's redirect delays), optionally carrying a notice for the next
 * screen. The timer is cancelled if the user leaves first, so it never yanks them back.
 */
export function useDelayedNavigate(): (to: string, delayMs: number, notice?: string) => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (to, delayMs, notice) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        void navigate(to, notice === undefined ? undefined : { state: noticeState(notice) });
      }, delayMs);
    },
    [navigate],
  );
}
