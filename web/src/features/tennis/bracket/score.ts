import type { MatchResult, ResultReason, SetResult } from '@baseline/contract';

/** One set as one line of the fixture shows it. */
export interface SetCell {
  /** Games, or the points of a match tiebreak. */
  value: number;
  /** The tiebreak points shown as a superscript: only on the side that lost the tiebreak, as printed draws do. */
  tiebreak: number | null;
  /** This line won the set. */
  won: boolean;
  /** A 10-point match tiebreak played instead of a deciding set: its points are shown in square brackets. */
  matchTiebreak: boolean;
}

export type Side = 'top' | 'bottom';

/**
 * A doubles match tiebreak arrives as a third set of 1-0 games with the points in the tiebreak fields
 * (TennisTV's way); shown as its points ([10] and [7]), not as a set won 1-0.
 */
export function isMatchTiebreak(set: SetResult, index: number): boolean {
  return index >= 2 && set.GamesA + set.GamesB === 1 && set.TiebreakA !== null && set.TiebreakB !== null;
}

/** The sets of a decided fixture as the top or bottom line shows them; none before it is played or for a bye. */
export function setCells(result: MatchResult | null, side: Side): SetCell[] {
  if (!result) return [];
  return result.SetResults.map((set, index) => {
    const mine = side === 'top' ? set.GamesA : set.GamesB;
    const theirs = side === 'top' ? set.GamesB : set.GamesA;
    const myPoints = side === 'top' ? set.TiebreakA : set.TiebreakB;
    const theirPoints = side === 'top' ? set.TiebreakB : set.TiebreakA;
    if (isMatchTiebreak(set, index) && myPoints !== null && theirPoints !== null) {
      return { value: myPoints, tiebreak: null, won: myPoints > theirPoints, matchTiebreak: true };
    }
    const lostTiebreak = myPoints !== null && (theirPoints === null || myPoints < theirPoints);
    return { value: mine, tiebreak: lostTiebreak ? myPoints : null, won: mine > theirs, matchTiebreak: false };
  });
}

/** True when this line won the fixture. */
export function isWinnerSide(result: MatchResult | null, side: Side): boolean {
  return result !== null && result.Winner === (side === 'top' ? 1 : 2);
}

/** RET, W/O or DEF on the line that retired, gave the walkover or was defaulted; null otherwise. */
export function reasonOnSide(result: MatchResult | null, side: Side): ResultReason {
  if (!result?.Reason || isWinnerSide(result, side)) return null;
  return result.Reason;
}
