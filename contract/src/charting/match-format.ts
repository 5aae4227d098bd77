/**
 * How a charted match is played: the number of sets, advantage or no-ad games, and how a set is decided. The
 * web app keeps the score with it while offline and the server checks every stored point against it.
 */

/** How a set that reaches games-all is decided. */
export type SetDecider =
  /** A tiebreak to `points` (win by two) when the games reach `at`-all: 6 and 7 on the tours. */
  | { kind: 'tiebreak'; at: number; points: number }
  /** No tiebreak: the set goes on until a player leads by two games. */
  | { kind: 'advantage' }
  /** The whole set is one tiebreak to `points` (the match tiebreak to 10 in place of a final set). */
  | { kind: 'match-tiebreak'; points: number };

export interface MatchFormat {
  bestOf: 3 | 5;
  /** At deuce the next point wins the game. */
  noAd: boolean;
  /** Every set but the last. */
  sets: SetDecider;
  /** The deciding set. */
  finalSet: SetDecider;
}

/** A set is won with six games and a lead of two, or by its tiebreak. */
export const GAMES_TO_WIN_A_SET = 6;

const standardTiebreak: SetDecider = { kind: 'tiebreak', at: 6, points: 7 };

/** The formats a member picks from by name; any other combination can be given whole. */
export const MATCH_FORMATS = {
  /** Best of three, a tiebreak to 7 at 6-all in every set: most ATP and WTA events. */
  'best-of-3': { bestOf: 3, noAd: false, sets: standardTiebreak, finalSet: standardTiebreak },
  /** The Grand Slams since 2022: a tiebreak to 10 at 6-all in the fifth (or, for women, the third) set. */
  'grand-slam': { bestOf: 5, noAd: false, sets: standardTiebreak, finalSet: { kind: 'tiebreak', at: 6, points: 10 } },
  /** Wimbledon 2019 to 2021: the final set's tiebreak at 12-all. */
  'wimbledon-2019': {
    bestOf: 5,
    noAd: false,
    sets: standardTiebreak,
    finalSet: { kind: 'tiebreak', at: 12, points: 7 },
  },
  /** Roland Garros before 2022, and the Slams before tiebreaks came to their final sets. */
  'advantage-final-set': { bestOf: 5, noAd: false, sets: standardTiebreak, finalSet: { kind: 'advantage' } },
  /** Doubles, juniors and club play: no-ad games and a match tiebreak to 10 in place of a third set. */
  'match-tiebreak': {
    bestOf: 3,
    noAd: true,
    sets: standardTiebreak,
    finalSet: { kind: 'match-tiebreak', points: 10 },
  },
} as const satisfies Record<string, MatchFormat>;

export type MatchFormatName = keyof typeof MATCH_FORMATS;

/** Why a format cannot be played, or null when it can. */
export function formatProblem(format: MatchFormat): string | null {
  if (format.sets.kind === 'match-tiebreak') return 'Only the final set can be a match tiebreak.';
  for (const [decider, which] of [
    [format.sets, 'A set'],
    [format.finalSet, 'The final set'],
  ] as const) {
    if (decider.kind === 'tiebreak') {
      if (!Number.isInteger(decider.at) || decider.at < GAMES_TO_WIN_A_SET || decider.at > 12)
        return `${which}'s tiebreak comes at ${GAMES_TO_WIN_A_SET}-all to 12-all games.`;
      if (!Number.isInteger(decider.points) || decider.points < 3 || decider.points > 15)
        return `${which}'s tiebreak is played to 3 to 15 points.`;
    } else if (decider.kind === 'match-tiebreak') {
      if (!Number.isInteger(decider.points) || decider.points < 3 || decider.points > 15)
        return `${which}'s match tiebreak is played to 3 to 15 points.`;
    }
  }
  return null;
}
