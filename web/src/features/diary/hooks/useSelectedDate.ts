import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { todayIso } from '../state/calendar';
import { dateInAddress } from '../state/dayAddress';

/**
 * The open day: `?date=YYYY-MM-DD` when it is a real date, else today. Choosing a day replaces the
 * address (no new history entry, no scroll jump, no remount), so Back still leaves the diary. An address
 * whose date is not a real one is replaced by today's, so it never names a day other than the one shown.
 */
export function useSelectedDate(): { date: string; today: string; selectDate: (date: string) => void } {
  const [params, setParams] = useSearchParams();
  const [today] = useState(todayIso);
  const date = dateInAddress(params, today);

  const selectDate = useCallback(
    (next: string) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('date', next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const requested = params.get('date');
  useEffect(() => {
    if (requested !== null && requested !== date) selectDate(date);
  }, [requested, date, selectDate]);

  return { date, today, selectDate };
}
