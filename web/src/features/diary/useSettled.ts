import { useEffect, useState } from 'react';
import { whenSettled, type SettleTiming } from '../../lib/whenSettled';

/** False until the page has settled after this component's first render (see whenSettled), then true. */
export function useSettled(timing: SettleTiming): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(
    () =>
      whenSettled(() => {
        setSettled(true);
      }, timing),
    [timing],
  );
  return settled;
}
