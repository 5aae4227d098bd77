import type { SeasonsResponse, Tournament, TournamentListResponse } from '@baseline/contract';
import type { TennisData } from '../tennis-data.js';

export interface TournamentIndex {
  /** By `${year}:${id}`. */
  byYearAndId: Map<string, Tournament>;
  /** Every season the list has, newest first. */
  seasons: number[];
  /** The source's current season (`SeasonsResponse`): a player page shows it unless asked for another. */
  currentSeason: number;
  /** The season's tournaments, by start date. */
  ofSeason(year: number): Tournament[];
}

/**
 * The source's tournament list as an index, read back from its bytes once per copy of them: the same bytes
 * (a fresh list from the cache, the demo's list of the day) are not parsed again.
 */
export function tournamentIndexOf(
  data: Pick<TennisData, 'tournamentList' | 'seasons'>,
): () => Promise<TournamentIndex> {
  let read: { list: Buffer; seasons: Buffer; index: TournamentIndex } | undefined;
  return async () => {
    const [list, seasons] = await Promise.all([data.tournamentList(), data.seasons()]);
    if (read?.list !== list.body || read.seasons !== seasons.body) {
      const { CurrentSeason } = JSON.parse(seasons.body.toString('utf8')) as SeasonsResponse;
      const tournaments = JSON.parse(list.body.toString('utf8')) as TournamentListResponse;
      read = { list: list.body, seasons: seasons.body, index: indexOf(tournaments, CurrentSeason) };
    }
    return read.index;
  };
}

function indexOf(list: Tournament[], currentSeason: number): TournamentIndex {
  const byYearAndId = new Map(
    list.map((tournament) => [keyOf(tournament.TournamentYear, tournament.TournamentId), tournament]),
  );
  const seasons = [...new Set(list.map((tournament) => tournament.TournamentYear))].toSorted((a, b) => b - a);
  return {
    byYearAndId,
    seasons,
    currentSeason,
    ofSeason: (year) => list.filter((tournament) => tournament.TournamentYear === year),
  };
}

export function keyOf(year: number, id: string): string {
  return `${year}:${id}`;
}
