import type { SetResult } from '@baseline/contract';
import type { PlayedMatch } from './demo-calendar.js';

/** What a match's score says, read once for the prose. */
export interface MatchShape {
  score: string;
  sets: SetResult[];
  retired: boolean;
  lostFirstSet: boolean;
  /** 1-based numbers of the sets the winner took in a tiebreak. */
  tiebreaksWon: number[];
  /** Went the distance: a third set in a best of three, a fifth in a best of five. */
  decider: boolean;
  /** A set lost on the way, other than the first. */
  droppedSet: boolean;
  /** Straight sets with three games or fewer conceded a set on average. */
  oneSided: boolean;
  loserGames: number;
}

/** "6-4 3-6 7-6(5)", or "6-3 2-1 ret.": the winner's games first, a tiebreak's loser points in brackets. */
export function scoreOf(match: PlayedMatch): string {
  const score = match.sets
    .map((set) => {
      const tiebreak =
        set.TiebreakA === null || set.TiebreakB === null ? '' : `(${Math.min(set.TiebreakA, set.TiebreakB)})`;
      return `${set.GamesA}-${set.GamesB}${tiebreak}`;
    })
    .join(' ');
  return retiredIn(match) ? `${score} ret.` : score;
}

function retiredIn(match: PlayedMatch): boolean {
  return match.reason === 'RET' || match.reason === 'DEF';
}

export function shapeOf(match: PlayedMatch, bestOf: 3 | 5): MatchShape {
  const sets = match.sets;
  const retired = retiredIn(match);
  const loserGames = sets.reduce((sum, set) => sum + set.GamesB, 0);
  return {
    score: scoreOf(match),
    sets,
    retired,
    lostFirstSet: (sets[0]?.GamesA ?? 0) < (sets[0]?.GamesB ?? 0),
    tiebreaksWon: sets.flatMap((set, at) => (set.TiebreakA !== null && set.GamesA > set.GamesB ? [at + 1] : [])),
    decider: !retired && sets.length === bestOf,
    droppedSet: sets.slice(1).some((set) => set.GamesA < set.GamesB),
    oneSided: !retired && sets.every((set) => set.GamesA > set.GamesB) && loserGames <= 3 * sets.length,
    loserGames,
  };
}

const SHORT_ROUNDS: Record<string, string> = {
  Final: 'final',
  Semifinals: 'SF',
  Quarterfinals: 'QF',
  'First Round': 'R1',
  'Second Round': 'R2',
  'Third Round': 'R3',
  'Fourth Round': 'R4',
};

/** "QF", "R2", "Group A": short enough for a tab's title. */
export function shortRound(roundName: string): string {
  return SHORT_ROUNDS[roundName] ?? roundName;
}

/** "the quarterfinals", "the second round", "Group A", "the quarter-finals" (a team event's stage). */
export function roundPhrase(roundName: string): string {
  return roundName.startsWith('Group') ? roundName : `the ${roundName.toLowerCase()}`;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

export function ordinal(position: number): string {
  return ORDINALS[position - 1] ?? `${position}th`;
}
