import { isCalendarDate } from '@baseline/contract/calendar-date';

/** The day an address opens: its `?date=` when that is a real date, else today. */
export function dateInAddress(params: URLSearchParams, today: string): string {
  const requested = params.get('date');
  return requested !== null && isCalendarDate(requested) ? requested : today;
}
