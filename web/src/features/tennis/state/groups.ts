import type { Tournament } from '@baseline/contract';
import { TOURNAMENT_CATEGORIES } from '@baseline/contract/tournament-categories';

type ListedCategory = Extract<(typeof TOURNAMENT_CATEGORIES)[number], { draw: object }>;

/** The list's groups, in the catalogue's order: team events have none, having no draw of their own to open. */
export const TOURNAMENT_GROUPS = TOURNAMENT_CATEGORIES.filter(
  (category): category is ListedCategory => category.draw !== null,
);

export type GroupType = ListedCategory['code'];

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
  return TOURNAMENT_GROUPS.map(({ code, label }) => ({
    type: code,
    name: label,
    tournaments: sorted.filter((t) => t.TournamentType.toUpperCase() === code),
  })).filter((group) => group.tournaments.length > 0);
}
