import type { MatchResult, ResultReason, SetResult } from '@baseline/contract';
import { isMatchTiebreak } from '../bracket/score';

/**
 * A score from one side, as a results list prints it: "6-4 6-7(5) [10-8]". Games come first for the side the
 * sets are given from (GamesA); a tiebreak shows the loser's points; a match tiebreak its points in brackets.
 * A retirement or walkover follows ("6-3 2-1 RET", "W/O").
 */
export function scoreText(sets: SetResult[], reason: ResultReason): string {
  const parts = sets.map((set, index) => {
    if (isMatchTiebreak(set, index)) return `[${set.TiebreakA ?? 0}-${set.TiebreakB ?? 0}]`;
    const points = [set.TiebreakA, set.TiebreakB].filter((value) => value !== null);
    const tiebreak = points.length > 0 ? `(${Math.min(...points)})` : '';
    return `${set.GamesA}-${set.GamesB}${tiebreak}`;
  });
  if (reason) parts.push(reason);
  return parts.join(' ');
}

/** A set as the bottom line saw it: its games and tiebreak points the other way round. */
function turned(set: SetResult): SetResult {
  return { GamesA: set.GamesB, GamesB: set.GamesA, TiebreakA: set.TiebreakB, TiebreakB: set.TiebreakA };
}

/**
 * A match's score in a list of matches, from the winner's side as results sites write it: "7-5 6-7(10) 7-6(8)"
 * for a bottom line that won, never the top line's "5-7 7-6(10) 6-7(8)", which reads as if the winner lost.
 */
export function winnerScoreText(result: MatchResult): string {
  const sets = result.Winner === 2 ? result.SetResults.map(turned) : result.SetResults;
  return scoreText(sets, result.Reason);
}
