import type { DrawEvent, Fixture } from '@baseline/contract';

/** A fixture of an event with a key that names its place, the same in every answer for the event. */
export interface KeyedFixture {
  key: string;
  fixture: Fixture;
  /** Where it is played, as a chart's round says it: the round's, the group's or the stage's name. */
  round: string;
}

/** A bracket fixture's key: its round's index in RoundIdModernized order and its index in the round. */
export const bracketKey = (roundIndex: number, index: number) => `${roundIndex}:${index}`;
/** A round-robin group's match. */
export const groupMatchKey = (groupIndex: number, index: number) => `g${groupIndex}:${index}`;
/** A team event's rubber: its stage, its tie and its place in the tie. */
export const rubberKey = (stageIndex: number, tieIndex: number, index: number) => `s${stageIndex}:${tieIndex}:${index}`;

/**
 * Every fixture of an event, whatever its format: the bracket's (ordered as `layoutBracket` orders them, so
 * the keys are the slots' keys), the groups' matches and the ties' rubbers. The player path and the
 * fresh-result marks are sets of these keys.
 */
export function eventFixtures(event: DrawEvent): KeyedFixture[] {
  const keyed: KeyedFixture[] = [];
  [...event.Rounds]
    .sort((a, b) => a.RoundIdModernized - b.RoundIdModernized)
    .forEach((round, roundIndex) => {
      round.Fixtures.forEach((fixture, index) =>
        keyed.push({ key: bracketKey(roundIndex, index), fixture, round: round.RoundName }),
      );
    });
  event.Groups?.forEach((group, groupIndex) => {
    group.Fixtures.forEach((fixture, index) =>
      keyed.push({ key: groupMatchKey(groupIndex, index), fixture, round: group.GroupName }),
    );
  });
  event.Stages?.forEach((stage, stageIndex) => {
    stage.Ties.forEach((tie, tieIndex) => {
      tie.Rubbers.forEach((rubber, index) =>
        keyed.push({ key: rubberKey(stageIndex, tieIndex, index), fixture: rubber.Fixture, round: stage.StageName }),
      );
    });
  });
  return keyed;
}
