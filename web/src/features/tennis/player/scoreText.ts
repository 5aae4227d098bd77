import type { ResultReason, SetResult } from '@baseline/contract';
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
