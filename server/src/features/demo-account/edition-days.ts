import { addDays } from '@baseline/contract/calendar-date';
import type { CalendarEntry } from '../tennis/calendar-entry.js';
import { prestigeOf, seasonOfDay, type DemoCalendar } from './demo-calendar.js';
import { surfaceOf, type Surface } from './prose-decks.js';

/** The surfaces a hard-court stretch of the window would leave out of the diary (and of `tag:clay`). */
const OTHER_SURFACES: readonly Surface[] = ['clay', 'grass'];

/** A day the diary writes about at one edition. */
export interface EditionDay {
  edition: CalendarEntry;
  day: string;
}

/** An edition's second day and its final, before the diary's window and in the edition's season. */
export function secondDayAndFinal(edition: CalendarEntry, windowStart: string): EditionDay[] {
  const second = addDays(edition.PlayStartDate, 1);
  const days = [...new Set([second < edition.PlayEndDate ? second : edition.PlayStartDate, edition.PlayEndDate])];
  return days
    .filter((day) => day < windowStart && seasonOfDay(day) === edition.TournamentYear)
    .map((day) => ({ edition, day }));
}

/**
 * For clay and for grass, the biggest event (the latest of its rank) over before the window: its second day
 * and its final. However hard-court the four months before today are, the diary then has a day on every
 * surface, tagged with it, as a coach's would through a season.
 */
export function surfaceDays(calendar: DemoCalendar, windowStart: string): EditionDay[] {
  return OTHER_SURFACES.flatMap((surface) => {
    const over = calendar.editions.filter(
      (entry) => surfaceOf(entry) === surface && entry.SinglesDrawSize >= 2 && entry.PlayEndDate < windowStart,
    );
    const biggest = over.toSorted(
      (a, b) => prestigeOf(a) - prestigeOf(b) || b.PlayEndDate.localeCompare(a.PlayEndDate),
    )[0];
    return biggest ? secondDayAndFinal(biggest, windowStart) : [];
  });
}
