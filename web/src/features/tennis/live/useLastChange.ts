import { useState } from 'react';
import { lastChange, type LastChange } from './lastChange';

/** When the answer on show last changed, as this page saw it (lastChange.ts); undefined before any answer. */
export function useLastChange(value: object | undefined, fetchedAt: number): number | undefined {
  const [shown, setShown] = useState<LastChange<object>>();
  if (value === undefined) return undefined;
  const next = lastChange(shown, value, fetchedAt);
  // Adjusting state while rendering (React's pattern for deriving from a prop's previous value).
  if (next !== shown) setShown(next);
  return next.at;
}
