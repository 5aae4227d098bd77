/**
 * The tournament categories, by the code a calendar gives as `TournamentType`: the tennis list's groups and
 * how the offline demo season makes each one's draw. This module imports nothing: the web app takes it
 * through the `@baseline/contract/tournament-categories` subpath, so the list's bundle carries these few
 * values without TypeBox.
 */

/** How the demo season draws a category's events. */
export interface DemoDrawRules {
  /** Sets a men's singles match is played to the best of. */
  singlesBestOf: 3 | 5;
  /** The ranks the direct acceptances come from, best and worst. */
  directRanks: readonly [best: number, worst: number];
}

/** How an event of the category is played: a bracket, groups then a bracket, or ties between teams. */
export type TournamentFormat = 'knockout' | 'round-robin' | 'team';

export interface TournamentCategory {
  code: string;
  label: string;
  format: TournamentFormat;
  /** Null for a team event (United Cup, Davis Cup, Laver Cup): its ties are made by their own rules. */
  draw: DemoDrawRules | null;
}

const rules = (singlesBestOf: 3 | 5, best: number, worst: number): DemoDrawRules => ({
  singlesBestOf,
  directRanks: [best, worst],
});

/**
 * Every category, in the list's group order: SPEC section 9's six groups, preceded by the Grand Slams,
 * which the real calendar has and the spec's list leaves out. A Grand Slam takes the top 104 directly.
 */
export const TOURNAMENT_CATEGORIES = [
  { code: 'GS', label: 'Grand Slams', format: 'knockout', draw: rules(5, 1, 110) },
  { code: '1000', label: 'ATP Masters 1000', format: 'knockout', draw: rules(3, 1, 95) },
  { code: '500', label: 'ATP 500', format: 'knockout', draw: rules(3, 1, 70) },
  { code: '250', label: 'ATP 250', format: 'knockout', draw: rules(3, 8, 130) },
  { code: 'WC', label: 'ATP Finals', format: 'round-robin', draw: rules(3, 1, 8) },
  { code: 'XXI', label: 'Next Gen ATP Finals', format: 'round-robin', draw: rules(3, 20, 70) },
  { code: 'CH', label: 'ATP Challenger Tour', format: 'knockout', draw: rules(3, 90, 420) },
  { code: 'UC', label: 'United Cup', format: 'team', draw: null },
  { code: 'DCR', label: 'Davis Cup', format: 'team', draw: null },
  { code: 'LVR', label: 'Laver Cup', format: 'team', draw: null },
] as const satisfies readonly TournamentCategory[];

export type TournamentCategoryCode = (typeof TOURNAMENT_CATEGORIES)[number]['code'];

/** The category a calendar's `TournamentType` names, whatever its case; undefined for one not listed here. */
export function tournamentCategory(tournamentType: string): TournamentCategory | undefined {
  const code = tournamentType.toUpperCase();
  return TOURNAMENT_CATEGORIES.find((category) => category.code === code);
}
