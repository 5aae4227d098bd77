import type { TieStage } from '@baseline/contract';
import { shownTie, tieDecided, type PlayedTie, type TeamSide } from './team-tie.js';

/** A knockout round of ties: its name and the day (0, the event's first) each of its ties starts on. */
export interface TieRound {
  name: string;
  tieDays: readonly number[];
}

/**
 * A knockout of ties from `sides` in bracket order: each round pairs neighbours (1st v 2nd, 3rd v 4th...),
 * the winners go on, to a single tie.
 */
export function playBracket(
  sides: readonly TeamSide[],
  playOne: (top: TeamSide, bottom: TeamSide) => PlayedTie,
): PlayedTie[][] {
  const rounds: PlayedTie[][] = [];
  let current = [...sides];
  while (current.length >= 2) {
    const ties: PlayedTie[] = [];
    for (let at = 0; at + 1 < current.length; at += 2) {
      const [top, bottom] = [current[at], current[at + 1]];
      if (top && bottom) ties.push(playOne(top, bottom));
    }
    rounds.push(ties);
    current = ties.map((tie) => (tie.winner === 1 ? tie.top : tie.bottom));
  }
  return rounds;
}

/**
 * The bracket's stages as they stand once `daysPlayed` days are over. A round's ties are listed once all its
 * teams are known (the first round: when `firstKnown`; a later one: once the round before is decided);
 * before that the stage is there with no ties.
 */
export function shownBracket(
  played: readonly PlayedTie[][],
  rounds: readonly TieRound[],
  daysPlayed: number,
  firstDay: string,
  firstKnown: boolean,
): TieStage[] {
  let known = firstKnown;
  return rounds.map((round, index) => {
    const ties = played[index] ?? [];
    const stage = { StageName: round.name, Ties: known ? shownStageTies(ties, round, daysPlayed, firstDay) : [] };
    known = known && ties.every((tie, at) => tieDecided(tie, round.tieDays[at] ?? 0, daysPlayed));
    return stage;
  });
}

export function shownStageTies(ties: readonly PlayedTie[], round: TieRound, daysPlayed: number, firstDay: string) {
  return ties.map((tie, at) => shownTie(tie, round.tieDays[at] ?? 0, daysPlayed, firstDay));
}
