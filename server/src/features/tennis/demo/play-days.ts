import type { CalendarEntry } from '../calendar-entry.js';
import { daysBetween } from '@baseline/contract/calendar-date';
import { statusOf } from '../tournament-status.js';

/** The days of play, first to last day included. */
export function playDays(entry: CalendarEntry): number {
  return daysBetween(entry.PlayStartDate, entry.PlayEndDate) + 1;
}

/**
 * How many days of play are over on `today`: a match played on day k (0, the first day) shows its result from
 * the next day on, so a live event always has its day's matches, and the final, still to play.
 */
export function daysPlayed(entry: CalendarEntry, today: string): number {
  switch (statusOf(entry, today)) {
    case 'upcoming':
      return 0;
    case 'past':
      return Number.POSITIVE_INFINITY;
    case 'live':
      return daysBetween(entry.PlayStartDate, today);
  }
}

/** The day of each of `count` slots spread evenly over `days` days, in order (several to a day when needed). */
export function spreadOver(count: number, days: number): number[] {
  return Array.from({ length: count }, (_, slot) => Math.floor((slot * days) / count));
}
