import type { Tournament, TournamentListResponse } from '@baseline/contract';
import type { TennisData } from '../tennis-data.js';

export interface TournamentIndex {
  /** By `${year}:${id}`. */
  byYearAndId: Map<string, Tournament>;
  /** Every season the list has, newest first. */
  seasons: number[];
  /** The season's tournaments, by start date. */
  ofSeason(year: number): Tournament[];
}

/**
 * The source's tournament list as an index, read back from its bytes once per copy of them: the same bytes
 * (a fresh list from the cache, the demo's fixed list) are not parsed again.
 */
export function tournamentIndexOf(data: Pick<TennisData, 'tournamentList'>): () => Promise<TournamentIndex> {
  let read: { body: Buffer; index: TournamentIndex } | undefined;
  return async () => {
    const { body } = await data.tournamentList();
    if (read?.body !== body)
      read = { body, index: indexOf(JSON.parse(body.toString('utf8')) as TournamentListResponse) };
    return read.index;
  };
}

function indexOf(list: Tournament[]): TournamentIndex {
  const byYearAndId = new Map(
    list.map((tournament) => [keyOf(tournament.TournamentYear, tournament.TournamentId), tournament]),
  );
  const seasons = [...new Set(list.map((tournament) => tournament.TournamentYear))].toSorted((a, b) => b - a);
  return {
    byYearAndId,
    seasons,
    ofSeason: (year) => list.filter((tournament) => tournament.TournamentYear === year),
  };
}

export function keyOf(year: number, id: string): string {
  return `${year}:${id}`;
}
