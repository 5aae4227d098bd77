import type { Tournament } from '@baseline/contract';
import { TOURNAMENT_CATEGORIES } from '@baseline/contract/tournament-categories';

import { byWhatMattersNow } from './listOrder';

export interface TournamentGroup {
  /** The group's key: a category's code, or TEAM_EVENTS / OTHER_EVENTS. */
  type: string;
  /** The code shown before the name ('GS', '1000', ... 'CH'); null for a group known by its name only. */
  code: string | null;
  name: string;
  tournaments: Tournament[];
}

export const TEAM_EVENTS = 'TEAM';
export const OTHER_EVENTS = 'OTHER';

type GroupHeading = Omit<TournamentGroup, 'tournaments'>;

const categoryGroups: GroupHeading[] = TOURNAMENT_CATEGORIES.filter((category) => category.format !== 'team').map(
  ({ code, label }) => ({ type: code, code, name: label }),
);
const teamGroup: GroupHeading = { type: TEAM_EVENTS, code: null, name: 'Team events' };
const otherGroup: GroupHeading = { type: OTHER_EVENTS, code: null, name: 'Other tournaments' };

/**
 * The list's groups, in order: the catalogue's categories (the Grand Slams, then SPEC's 1000, 500, 250, WC,
 * XXI), the team events (United Cup, Davis Cup, Laver Cup) together under a name a fan knows, SPEC's CH, and
 * last any category the catalogue does not know, so that every tournament of the source can be found.
 */
export const TOURNAMENT_GROUPS: readonly GroupHeading[] = [
  ...categoryGroups.filter((group) => group.type !== 'CH'),
  teamGroup,
  ...categoryGroups.filter((group) => group.type === 'CH'),
  otherGroup,
];

const TEAM_CODES: ReadonlySet<string> = new Set(
  TOURNAMENT_CATEGORIES.filter((category) => category.format === 'team').map((category) => category.code),
);
const CATEGORY_CODES: ReadonlySet<string> = new Set(TOURNAMENT_CATEGORIES.map((category) => category.code));

/** The group a tournament is listed in, by its category (any case). */
export function groupOf(tournament: Tournament): string {
  const code = tournament.TournamentType.toUpperCase();
  if (TEAM_CODES.has(code)) return TEAM_EVENTS;
  return CATEGORY_CODES.has(code) ? code : OTHER_EVENTS;
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

/** A group's place in the list (0 for the Grand Slams): the strip ranks the week's tournaments by it. */
export function groupRank(tournament: Tournament): number {
  const type = groupOf(tournament);
  return TOURNAMENT_GROUPS.findIndex((group) => group.type === type);
}

/**
 * The non-empty groups in the list's order, each with what matters on `today` (YYYY-MM-DD) first: the live
 * tournaments, then the upcoming ones by date, then the past ones, the most recent first.
 */
export function groupTournaments(tournaments: readonly Tournament[], today: string): TournamentGroup[] {
  const sorted = tournaments.toSorted(byWhatMattersNow(today));
  return TOURNAMENT_GROUPS.map((heading) => ({
    ...heading,
    tournaments: sorted.filter((t) => groupOf(t) === heading.type),
  })).filter((group) => group.tournaments.length > 0);
}
