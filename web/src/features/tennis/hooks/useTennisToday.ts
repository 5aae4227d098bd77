import { useState } from 'react';
import { usePublicConfig } from '../../legal/api';
import { localIsoDay } from '../state/status';

/**
 * The day (YYYY-MM-DD) every tournament's status is judged by: the server's fixed day when it shows the
 * demo on one (TENNIS_DEMO_TODAY), else the reader's own calendar day, read once per visit so that every
 * badge, the strip and the order agree. Undefined while the server has not said yet, so that no badge
 * shows the browser's day first and then changes. A failed answer, or none offline (the query pauses
 * there), falls back to the reader's day rather than holding the list back.
 */
export function useTennisToday(): string | undefined {
  const config = usePublicConfig();
  const [readersDay] = useState(() => localIsoDay(new Date()));
  if (config.isPending && config.fetchStatus === 'fetching') return undefined;
  return config.data?.tennisToday ?? readersDay;
}
