import type { DrawEvent } from '@baseline/contract';
import { useEffect, useState } from 'react';
import { NO_FRESH_RESULTS, newlyDecided } from './freshResults';

/** How long a result that has just arrived stays marked (the CSS animation's length). */
export const FRESH_RESULT_MS = 3000;

/**
 * The fixtures of the event on show whose result came with the last refresh, for FRESH_RESULT_MS. Another
 * event (another button) is not compared with the one before. The same set object while nothing new comes,
 * so the memoised bracket and views do not re-render for it.
 */
export function useFreshResults(eventKey: string, event: DrawEvent | undefined): ReadonlySet<string> {
  const [seen, setSeen] = useState({ eventKey, event });
  const [fresh, setFresh] = useState(NO_FRESH_RESULTS);
  if (seen.eventKey !== eventKey || seen.event !== event) {
    // Adjusting state while rendering (React's pattern for deriving from a prop's previous value).
    setSeen({ eventKey, event });
    setFresh(seen.eventKey === eventKey && event ? newlyDecided(seen.event, event) : NO_FRESH_RESULTS);
  }
  useEffect(() => {
    if (fresh.size === 0) return;
    const timer = setTimeout(() => {
      setFresh(NO_FRESH_RESULTS);
    }, FRESH_RESULT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [fresh]);
  return fresh;
}
