import type { Tournament } from '@baseline/contract';

/** The edition a note was taken at: the one of its year, else the newest the source lists, if any. */
export function editionOf(editions: readonly Tournament[], year: number | null): Tournament | undefined {
  return editions.find((edition) => edition.TournamentYear === year) ?? editions[0];
}

/**
 * The edition a note without a year is on: the newest the source lists that is not of a later season than
 * `currentYear` (a projected next season is not the one being followed), else `currentYear`'s.
 */
export function latestEditionYear(editions: readonly Tournament[], currentYear: number): number {
  const years = editions.map((edition) => edition.TournamentYear).filter((year) => year <= currentYear);
  return years.length === 0 ? currentYear : Math.max(...years);
}
