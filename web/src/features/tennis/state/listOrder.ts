import type { Tournament } from '@baseline/contract';
import { addDays, statusOnDay, type TournamentStatus } from './status';

type Listed = Pick<Tournament, 'PlayStartDate' | 'PlayEndDate' | 'TournamentTitle'>;

const RANK: Record<TournamentStatus, number> = { live: 0, upcoming: 1, past: 2 };

/** The days the 'This week' strip looks ahead: tournaments starting after today and up to a week on. */
export const THIS_WEEK_DAYS = 7;

/**
 * What matters on `today` first: the live tournaments (the one that started first first), then the upcoming
 * ones by start date, then the past ones, the most recent first. Ties by title.
 */
export function byWhatMattersNow(today: string): (a: Listed, b: Listed) => number {
  return (a, b) => {
    const statusA = statusOnDay(a, today);
    const statusB = statusOnDay(b, today);
    if (statusA !== statusB) return RANK[statusA] - RANK[statusB];
    const byDate =
      statusA === 'past'
        ? b.PlayEndDate.localeCompare(a.PlayEndDate) || b.PlayStartDate.localeCompare(a.PlayStartDate)
        : a.PlayStartDate.localeCompare(b.PlayStartDate);
    return byDate || a.TournamentTitle.localeCompare(b.TournamentTitle, 'en');
  };
}

/** The 'This week' strip: the tournaments live on `today` and those starting in the next 7 days, live first. */
export function thisWeek<T extends Listed>(tournaments: readonly T[], today: string): T[] {
  const lastStart = addDays(today, THIS_WEEK_DAYS);
  return tournaments
    .filter((t) => statusOnDay(t, today) === 'live' || (t.PlayStartDate > today && t.PlayStartDate <= lastStart))
    .toSorted(byWhatMattersNow(today));
}

/** The 'Live now' filter: the tournaments in play on `today`. */
export function liveOn<T extends Listed>(tournaments: readonly T[], today: string): T[] {
  return tournaments.filter((t) => statusOnDay(t, today) === 'live');
}
