import type { TeamTie } from '@baseline/contract';
import { formatDayRange } from '../../../lib/formatDate';

/** Whether a rubber of the tie has been played (or the tie decided). */
export function tieStarted(tie: TeamTie): boolean {
  return tie.Winner !== null || tie.Rubbers.some((rubber) => rubber.Fixture.Result !== null);
}

/**
 * What a tie's heading shows between the teams, line by line: the score once a rubber has been played
 * (['2–1']), before that 'To play' and its day when known (['To play', '29 November 2026']), as the player page
 * says of a match to come.
 */
export function tieStatusLines(tie: TeamTie, locale?: string): string[] {
  if (tieStarted(tie)) return [`${tie.ScoreTop}–${tie.ScoreBottom}`];
  return tie.PlayDate ? ['To play', formatDayRange(tie.PlayDate, tie.PlayDate, locale)] : ['To play'];
}
