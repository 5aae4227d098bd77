import type { Tournament } from '@baseline/contract';
import { calendarDateAt } from '@baseline/contract/calendar-date';
import { statusOf } from '../tournament-status.js';

const MINUTE_MS = 60_000;

/**
 * How long an answer is served before the upstream is asked again: the calendar changes a few times a
 * season; a live draw changes with every match; a finished one never; an upcoming one when it is made.
 */
export const CACHE_TTL_MS = {
  tournaments: 60 * MINUTE_MS,
  liveDraw: MINUTE_MS,
  upcomingDraw: 5 * MINUTE_MS,
  pastDraw: 24 * 60 * MINUTE_MS,
  /**
   * A draw whose tournament the list cannot tell (the list is down, or its challenger part is missing): its
   * heading and cache time are guesses, set right on the first load once the list is back.
   */
  unlistedDraw: MINUTE_MS,
} as const;

/**
 * A draw's time to live from its tournament's status today. A tournament the calendar does not list is
 * past when its season is, and otherwise treated as upcoming (it may be made any time).
 */
export function drawTtlMs(tournament: Tournament | undefined, year: number, now: number): number {
  const today = calendarDateAt(now);
  if (!tournament) return year < Number(today.slice(0, 4)) ? CACHE_TTL_MS.pastDraw : CACHE_TTL_MS.upcomingDraw;
  switch (statusOf(tournament, today)) {
    case 'live':
      return CACHE_TTL_MS.liveDraw;
    case 'past':
      return CACHE_TTL_MS.pastDraw;
    case 'upcoming':
      return CACHE_TTL_MS.upcomingDraw;
  }
}
