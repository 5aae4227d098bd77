import type { Tournament } from '@baseline/contract';

/**
 * The list's groups, in order: SPEC section 9's six, preceded by the Grand Slams, which the real calendar
 * has and the spec's list leaves out. Team events (United Cup, Davis Cup, Laver Cup) have no group: they
 * have no draw of their own to open.
 */
export const TOURNAMENT_GROUPS = [
  { type: 'GS', name: 'Grand Slams' },
  { type: '1000', name: 'ATP Masters 1000' },
  { type: '500', name: 'ATP 500' },
  { type: '250', name: 'ATP 250' },
  { type: 'WC', name: 'ATP Finals' },
  { type: 'XXI', name: 'Next Gen ATP Finals' },
  { type: 'CH', name: 'ATP Challenger Tour' },
] as const;

export type GroupType = (typeof TOURNAMENT_GROUPS)[number]['type'];

export interface TournamentGroup {
  type: GroupType;
  name: string;
  tournaments: Tournament[];
}

/** Lower case without accents, so 'montreal' finds 'Montréal' and 'SAO' finds 'São Paulo'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The tournaments whose title, city or location contain every word of the query; all of them for ''. */
export function searchTournaments(tournaments: readonly Tournament[], query: string): Tournament[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tournaments];
  return tournaments.filter((t) => {
    const haystack = foldText(`${t.TournamentTitle} ${t.TournamentCity} ${t.TournamentLocation}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The non-empty groups in the list's order, each in start-date order (ties by title). */
export function groupTournaments(tournaments: readonly Tournament[]): TournamentGroup[] {
  const sorted = [...tournaments].sort(
    (a, b) =>
      a.PlayStartDate.localeCompare(b.PlayStartDate) || a.TournamentTitle.localeCompare(b.TournamentTitle, 'en'),
  );
  return TOURNAMENT_GROUPS.map(({ type, name }) => ({
    type,
    name,
    tournaments: sorted.filter((t) => t.TournamentType.toUpperCase() === type),
  })).filter((group) => group.tournaments.length > 0);
}
