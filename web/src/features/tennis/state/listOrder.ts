import type { Tournament } from '@baseline/contract';
import { statusOnDay, type TournamentStatus } from './status';

export type Listed = Pick<Tournament, 'PlayStartDate' | 'PlayEndDate' | 'TournamentTitle'>;

const RANK: Record<TournamentStatus, number> = { live: 0, upcoming: 1, past: 2 };

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

/** The 'Live now' filter: the tournaments in play on `today`. */
export function liveOn<T extends Listed>(tournaments: readonly T[], today: string): T[] {
  return tournaments.filter((t) => statusOnDay(t, today) === 'live');
}
