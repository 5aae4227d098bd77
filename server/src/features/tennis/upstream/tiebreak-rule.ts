/**
 * How far a tiebreak is played, for the archive, which gives only the loser's points. A set tiebreak is first
 * to 7; a match tiebreak (doubles' third set at tour level) and, since 2022, a Grand Slam's deciding-set
 * tiebreak at 6-6 are first to 10; each by two clear points.
 */
export interface TiebreakSet {
  setNumber: number;
  /** The set is a match tiebreak played instead of a deciding set. */
  isMatchTiebreak: boolean;
}

export interface TiebreakMatch {
  /** 5 for a Grand Slam's men's singles, 3 otherwise. */
  bestOf: 3 | 5;
  /** A deciding set at 6-6 is settled by a tiebreak to 10 (the Grand Slams' rule since 2022). */
  decidingSetToTen: boolean;
}

export function tiebreakFirstTo(set: TiebreakSet, match: TiebreakMatch): 7 | 10 {
  if (set.isMatchTiebreak) return 10;
  return match.decidingSetToTen && set.setNumber === match.bestOf ? 10 : 7;
}

/** The winner's points: the target, or two more than the loser once the loser is past target - 2. */
export function winnerTiebreakPoints(loserPoints: number, firstTo: 7 | 10): number {
  return Math.max(firstTo, loserPoints + 2);
}

/** The Grand Slams have played their deciding set's tiebreak to 10 since 2022. */
export function decidingSetToTen(eventType: string, year: number): boolean {
  return eventType === 'GS' && year >= 2022;
}
