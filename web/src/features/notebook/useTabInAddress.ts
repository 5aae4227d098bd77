import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { DayEditor } from '../diary/hooks/useDayEditor';
import { TAB_PARAM, tabInAddress } from './addresses';

/**
 * Opens the tab a backlink names (`?tab=<index>`) once the day is loaded, then takes the parameter out of
 * the address (replacing it, no history entry), so choosing another day does not open that tab again.
 */
export function useTabInAddress({ ready, state, dispatch }: Pick<DayEditor, 'ready' | 'state' | 'dispatch'>) {
  const [params, setParams] = useSearchParams();
  const requested = tabInAddress(params);
  const asked = params.has(TAB_PARAM);
  const tabId = requested === undefined ? undefined : state.tabs[requested]?.id;

  useEffect(() => {
    if (!asked || !ready) return;
    if (tabId !== undefined) dispatch({ type: 'selectTab', id: tabId });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TAB_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asked, ready, tabId, dispatch, setParams]);
}
