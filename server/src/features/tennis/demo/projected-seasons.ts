import {
  addDays,
  addWeeks,
  format,
  getISODay,
  getISOWeek,
  getISOWeeksInYear,
  getISOWeekYear,
  parseISO,
  startOfISOWeekYear,
} from 'date-fns';
import type { CalendarEntry } from '../calendar-entry.js';
import { groupBy } from '../../../lib/group-by.js';
import { daysBetween } from '@baseline/contract/calendar-date';

/** A season is projected once today is within this many days of the last season's end (or past it). */
export const PROJECT_DAYS_BEFORE_END = 8 * 7;

export interface DemoSeason {
  year: number;
  /** Made from the latest real calendar, not bundled. */
  projected: boolean;
  /** By start date, as the real calendars are. */
  entries: CalendarEntry[];
}

/**
 * The demo's seasons on `today` (YYYY-MM-DD): the bundled real seasons and, when today is within 8 weeks of
 * the last season's end or past it, the next season projected from the latest real calendar, again and
 * again, so that a demo never runs out of seasons.
 */
export function demoSeasons(real: readonly CalendarEntry[], today: string): DemoSeason[] {
  const seasons = [...groupBy(real, (entry) => entry.TournamentYear)]
    .map(([year, entries]): DemoSeason => ({ year, projected: false, entries }))
    .toSorted((a, b) => a.year - b.year);
  const latest = seasons.at(-1);
  if (!latest) return seasons;
  for (let last = latest; daysBetween(today, seasonEnd(last)) <= PROJECT_DAYS_BEFORE_END;) {
    const years = last.year + 1 - latest.year;
    last = { year: last.year + 1, projected: true, entries: latest.entries.map((entry) => projected(entry, years)) };
    seasons.push(last);
  }
  return seasons;
}

function seasonEnd(season: DemoSeason): string {
  return season.entries.reduce((end, entry) => (entry.PlayEndDate > end ? entry.PlayEndDate : end), '');
}

/**
 * A real tournament moved on `years` years: it starts in the same ISO week (week 53 becomes 52 in a year of
 * 52 weeks) on the same weekday, lasts as many days, keeps its id, and its prize money is not announced: '',
 * as for any tournament whose prize money is not known, so that the screens word it once ('to be announced').
 */
export function projected(entry: CalendarEntry, years: number): CalendarEntry {
  const start = parseISO(entry.PlayStartDate);
  const weekYear = getISOWeekYear(start) + years;
  const firstDay = startOfISOWeekYear(new Date(weekYear, 0, 4));
  const week = Math.min(getISOWeek(start), getISOWeeksInYear(firstDay));
  const newStart = addDays(addWeeks(firstDay, week - 1), getISODay(start) - 1);
  const length = daysBetween(entry.PlayStartDate, entry.PlayEndDate);
  return {
    ...entry,
    TournamentYear: entry.TournamentYear + years,
    PlayStartDate: format(newStart, 'yyyy-MM-dd'),
    PlayEndDate: format(addDays(newStart, length), 'yyyy-MM-dd'),
    PrizeMoneyDisplay: '',
  };
}
