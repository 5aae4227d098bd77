import type { Season, SeasonsResponse, Tournament } from '@baseline/contract';
import { groupBy } from '../../lib/group-by.js';

type Dated = Pick<Tournament, 'TournamentYear' | 'PlayStartDate' | 'PlayEndDate' | 'IsProjected'>;

interface SeasonSpan extends Season {
  start: string;
  end: string;
}

/**
 * The seasons of a list of tournaments (the years they count for, ascending) and the one to open on `today`
 * (YYYY-MM-DD): the season whose first day to last day holds today (the later one when two overlap, as the
 * United Cup opens a season in the old year's last days), else the next one to start, else the last one.
 */
export function seasonsOf(tournaments: readonly Dated[], today: string): SeasonsResponse {
  const spans: SeasonSpan[] = [...groupBy(tournaments, (t) => t.TournamentYear)]
    .map(([year, list]) => ({
      Year: year,
      IsProjected: list.some((t) => t.IsProjected),
      start: list.reduce(
        (first, t) => (t.PlayStartDate < first ? t.PlayStartDate : first),
        list[0]?.PlayStartDate ?? '',
      ),
      end: list.reduce((last, t) => (t.PlayEndDate > last ? t.PlayEndDate : last), ''),
    }))
    .toSorted((a, b) => a.Year - b.Year);
  const current =
    spans.findLast((span) => span.start <= today && today <= span.end) ??
    spans.find((span) => span.start > today) ??
    spans.at(-1);
  return {
    Seasons: spans.map(({ Year, IsProjected }) => ({ Year, IsProjected })),
    CurrentSeason: current?.Year ?? Number(today.slice(0, 4)),
  };
}
