import type { MatchResult, SetResult } from '@baseline/contract';
import type { Random } from './prng.js';

/** How often a demo match ends early; about what a season of real tennis shows. */
const WALKOVER_CHANCE = 0.01;
const RETIREMENT_CHANCE = 0.025;

export interface MatchFormat {
  /** 5 for Grand Slam men's singles, else 3. */
  bestOf: 3 | 5;
  /** Doubles play a 10-point match tiebreak instead of a deciding set. */
  matchTiebreak: boolean;
}

/** The chance that the stronger side (lower strength) wins: favourites usually, not always. */
function topWinChance(topStrength: number, bottomStrength: number): number {
  const top = Math.pow(topStrength, -0.5);
  const bottom = Math.pow(bottomStrength, -0.5);
  return top / (top + bottom);
}

/** A played match between the top line (A) and the bottom line (B), from the sides' strengths. */
export function playMatch(
  random: Random,
  format: MatchFormat,
  topStrength: number,
  bottomStrength: number,
): MatchResult {
  const winner = random.chance(topWinChance(topStrength, bottomStrength)) ? 1 : 2;
  if (random.chance(WALKOVER_CHANCE)) return { Winner: winner, SetResults: [], Reason: 'W/O' };

  const toWin = Math.ceil(format.bestOf / 2);
  const loserSets = random.int(toWin);
  // The winner takes the last set; the loser's sets fall anywhere before it.
  const setWinners = random.shuffle([
    ...Array<1 | 2>(toWin - 1).fill(winner),
    ...Array<1 | 2>(loserSets).fill(other(winner)),
  ]);
  setWinners.push(winner);

  const sets = setWinners.map((setWinner, index) => {
    const deciding = index === format.bestOf - 1;
    return format.matchTiebreak && deciding ? matchTiebreak(random, setWinner) : playedSet(random, setWinner);
  });

  if (random.chance(RETIREMENT_CHANCE)) {
    const stoppedIn = random.int(sets.length);
    return { Winner: winner, SetResults: [...sets.slice(0, stoppedIn), unfinishedSet(random, winner)], Reason: 'RET' };
  }
  return { Winner: winner, SetResults: sets, Reason: null };
}

/** A bye: the line with a player goes through, with no set played. */
export function byeResult(winner: 1 | 2): MatchResult {
  return { Winner: winner, SetResults: [], Reason: null };
}

function other(side: 1 | 2): 1 | 2 {
  return side === 1 ? 2 : 1;
}

function oriented(winner: 1 | 2, won: number, lost: number, tiebreak: [number, number] | null): SetResult {
  const [tbWon, tbLost] = tiebreak ?? [null, null];
  return winner === 1
    ? { GamesA: won, GamesB: lost, TiebreakA: tbWon, TiebreakB: tbLost }
    : { GamesA: lost, GamesB: won, TiebreakA: tbLost, TiebreakB: tbWon };
}

/** 6-0 to 6-4, 7-5, or 7-6 with a tiebreak to 7 (or on, two clear). */
function playedSet(random: Random, winner: 1 | 2): SetResult {
  const kind = random.weighted([3, 6, 10, 12, 11, 7, 8]);
  if (kind < 5) return oriented(winner, 6, kind, null);
  if (kind === 5) return oriented(winner, 7, 5, null);
  const lost = random.chance(0.2) ? 6 + random.int(5) : random.int(6);
  return oriented(winner, 7, 6, [Math.max(7, lost + 2), lost]);
}

/** TennisTV's form of a doubles match tiebreak: games 1-0, the points as the tiebreak (10-7, or 12-10). */
function matchTiebreak(random: Random, winner: 1 | 2): SetResult {
  const lost = random.chance(0.25) ? 9 + random.int(4) : random.int(9);
  return oriented(winner, 1, 0, [Math.max(10, lost + 2), lost]);
}

/** The set in which a player retired: a few games each, no set winner. */
function unfinishedSet(random: Random, winner: 1 | 2): SetResult {
  return oriented(winner, random.int(6), random.int(6), null);
}
