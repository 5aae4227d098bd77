import { dateTimeFormat } from '../../../lib/intl/dateTimeFormat';

/** The badge of SPEC section 4: before the start day 'Upcoming', after the end day 'Past', otherwise 'LIVE'. */
export type TournamentStatus = 'upcoming' | 'live' | 'past';

export const STATUS_LABEL: Record<TournamentStatus, string> = {
  upcoming: 'Upcoming',
  live: 'LIVE',
  past: 'Past',
};

/**
 * The calendar day (YYYY-MM-DD) that `now` falls on in `timeZone` (the reader's own by default). The
 * tournament's dates are calendar days without a time zone, so they are compared with the reader's day:
 * a tournament is LIVE for the whole of its first and last days wherever the reader is.
 */
export function localIsoDay(now: Date, timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

type PlayDates = { PlayStartDate: string; PlayEndDate: string };

/** The tournament's status on the calendar day `today` (YYYY-MM-DD; ISO days compare as text). */
export function statusOnDay(dates: PlayDates, today: string): TournamentStatus {
  if (today < dates.PlayStartDate) return 'upcoming';
  if (today > dates.PlayEndDate) return 'past';
  return 'live';
}
