import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Which ends of the tab list have tabs scrolled out of sight. */
export interface TabOverflow {
  before: boolean;
  after: boolean;
}

/** Room left beside the open tab when it is scrolled into view, so its neighbour shows that there is more. */
const NEIGHBOUR_PEEK_PX = 24;
/** Sub-pixel layouts leave a fraction of a pixel to scroll: that is not a hidden tab. */
const SCROLL_SLACK_PX = 1;

function measure(list: HTMLElement): TabOverflow {
  const rest = list.scrollWidth - list.clientWidth - list.scrollLeft;
  return { before: list.scrollLeft > SCROLL_SLACK_PX, after: rest > SCROLL_SLACK_PX };
}

/**
 * Keeps the open tab in view inside the scrolling tab list (only the list scrolls, never the page), and
 * tells which ends hide tabs, for the strip's arrows and its menu of tabs. `activeSelector` finds the
 * open tab's element in the list.
 */
export function useTabOverflow(
  listRef: RefObject<HTMLElement | null>,
  activeSelector: string,
  tabCount: number,
): { overflow: TabOverflow; scrollByPage: (direction: -1 | 1) => void } {
  const [overflow, setOverflow] = useState<TabOverflow>({ before: false, after: false });

  const update = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const next = measure(list);
    setOverflow((current) => (current.before === next.before && current.after === next.after ? current : next));
  }, [listRef]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    list.addEventListener('scroll', update, { passive: true });
    const resizes = new ResizeObserver(update);
    resizes.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      resizes.disconnect();
    };
  }, [listRef, update]);

  // Before paint, so a newly added or chosen tab never flashes out of view first.
  useLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>(activeSelector);
    if (!list || !active) return;
    // The list is positioned, so offsets are measured from its own edge.
    const start = active.offsetLeft;
    const end = start + active.offsetWidth;
    if (start - NEIGHBOUR_PEEK_PX < list.scrollLeft) {
      list.scrollLeft = Math.max(0, start - NEIGHBOUR_PEEK_PX);
    } else if (end + NEIGHBOUR_PEEK_PX > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = end + NEIGHBOUR_PEEK_PX - list.clientWidth;
    }
    update();
  }, [listRef, activeSelector, tabCount, update]);

  const scrollByPage = useCallback(
    (direction: -1 | 1) => {
      const list = listRef.current;
      if (!list) return;
      list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
    },
    [listRef],
  );

  return { overflow, scrollByPage };
}
