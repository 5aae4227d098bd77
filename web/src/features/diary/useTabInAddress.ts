import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { tabDomId } from './components/TabStrip';
import type { DayEditor } from './hooks/useDayEditor';
import { TAB_PARAM, tabInAddress } from '../notebook/addresses';

/**
 * Opens the tab a backlink or a search result names (`?tab=<index>`) once the day is loaded, and brings it
 * into view, then takes the parameter out of the address (replacing it, no history entry), so choosing
 * another day does not open that tab again.
 */
export function useTabInAddress({ ready, state, dispatch }: Pick<DayEditor, 'ready' | 'state' | 'dispatch'>) {
  const [params, setParams] = useSearchParams();
  const requested = tabInAddress(params);
  const asked = params.has(TAB_PARAM);
  const tabId = requested === undefined ? undefined : state.tabs[requested]?.id;

  useEffect(() => {
    if (!asked || !ready) return;
    if (tabId !== undefined) {
      dispatch({ type: 'selectTab', id: tabId });
      revealWhenDrawn(tabDomId(tabId));
    }
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

/** How far down the screen the tab's text may start and still be in sight. */
const PANEL_IN_SIGHT = 2 / 3;

/**
 * On a phone the day sits under the calendar and the tag search: once the tab is drawn, the page scrolls to
 * its day (the date heads it) when its text would start in the last third of the screen or the tab is above
 * it (a wide screen, where the text shows, does not move).
 */
function revealWhenDrawn(id: string): void {
  requestAnimationFrame(() => {
    const tab = document.getElementById(id);
    const panel = document.getElementById(tab?.getAttribute('aria-controls') ?? '');
    if (!tab || !panel) return;
    if (
      tab.getBoundingClientRect().top < 0 ||
      panel.getBoundingClientRect().top > window.innerHeight * PANEL_IN_SIGHT
    ) {
      (tab.closest('section') ?? tab).scrollIntoView({ block: 'start' });
    }
  });
}
