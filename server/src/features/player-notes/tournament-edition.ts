import type { Tournament } from '@baseline/contract';

/** The edition a note was taken at: the one of its year, else the newest the source lists, if any. */
export function editionOf(editions: readonly Tournament[], year: number | null): Tournament | undefined {
  return editions.find((edition) => edition.TournamentYear === year) ?? editions[0];
}
