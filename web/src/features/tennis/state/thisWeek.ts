import type { Tournament } from '@baseline/contract';
import { addDays } from '@baseline/contract/calendar-date';
import { groupRank } from './groups';
import { byWhatMattersNow } from './listOrder';
import { statusOnDay } from './status';

/** The days the 'This week' strip looks ahead: tournaments starting after today and up to a week on. */
export const THIS_WEEK_DAYS = 7;

/**
 * The 'This week' strip: the tournaments live on `today` (YYYY-MM-DD) and those starting in the next 7 days;
 * the live ones first, and within each the biggest events first (a Masters before the week's Challengers).
 */
export function thisWeek(tournaments: readonly Tournament[], today: string): Tournament[] {
  const lastStart = addDays(today, THIS_WEEK_DAYS);
  const byDate = byWhatMattersNow(today);
  return tournaments
    .filter((t) => statusOnDay(t, today) === 'live' || (t.PlayStartDate > today && t.PlayStartDate <= lastStart))
    .toSorted(
      (a, b) =>
        Number(statusOnDay(b, today) === 'live') - Number(statusOnDay(a, today) === 'live') ||
        groupRank(a) - groupRank(b) ||
        byDate(a, b),
    );
}
