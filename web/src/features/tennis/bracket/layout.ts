import type { DrawEvent, DrawLine, Fixture } from '@baseline/contract';
import { bracketKey } from './eventFixtures';

/** One fixture placed on the bracket's grid: it starts at grid row `row` (1-based) and spans `span` rows. */
export interface FixtureSlot {
  /** `${round index}:${fixture index}`, stable for the event: the key of path highlights and React lists. */
  key: string;
  fixture: Fixture;
  row: number;
  span: number;
}

export interface RoundLayout {
  id: number;
  name: string;
  slots: FixtureSlot[];
}

export interface BracketLayout {
  /** Grid rows of every round column: the fixtures of the largest round. */
  rows: number;
  rounds: RoundLayout[];
  /** Lines hold two players: each line is drawn twice as tall. */
  doubles: boolean;
}

/**
 * Places every fixture so that a fixture sits level with the two it follows from: round r's fixture k
 * spans the rows of fixtures 2k and 2k+1 of round r-1. Row heights are fixed in CSS, so the bracket's size
 * is known from the data alone and nothing moves once it is drawn. A round that does not halve the one
 * before (an incomplete upstream draw) is stacked from the top rather than guessed at.
 */
export function layoutBracket(event: DrawEvent): BracketLayout {
  const rounds = [...event.Rounds].sort((a, b) => a.RoundIdModernized - b.RoundIdModernized);
  const rows = Math.max(1, ...rounds.map((round) => round.Fixtures.length));
  return {
    rows,
    doubles: isDoubles(event),
    rounds: rounds.map((round, roundIndex) => {
      const count = round.Fixtures.length;
      const span = count > 0 && rows % count === 0 ? rows / count : 1;
      return {
        id: round.RoundIdModernized,
        name: round.RoundName,
        slots: round.Fixtures.map((fixture, index) => ({
          key: bracketKey(roundIndex, index),
          fixture,
          row: index * span + 1,
          span,
        })),
      };
    }),
  };
}

function isDoubles(event: DrawEvent): boolean {
  return event.Rounds.some((round) =>
    round.Fixtures.some((f) => (f.DrawLineTop?.Players.length ?? 0) > 1 || (f.DrawLineBottom?.Players.length ?? 0) > 1),
  );
}

/** The ids of the players on a line (none for a bye or a line not decided yet). */
export function linePlayerIds(line: DrawLine | null): string[] {
  return line ? line.Players.map((player) => player.PlayerId) : [];
}

/** The ids of everyone in a fixture, top line first. */
export function fixturePlayerIds(fixture: Fixture): string[] {
  return [...linePlayerIds(fixture.DrawLineTop), ...linePlayerIds(fixture.DrawLineBottom)];
}

/**
 * The round a phone opens on: the first with a match still to play (a live draw's current round), or the
 * first round when every match is played or none is known yet.
 */
export function openingRound(layout: BracketLayout): number {
  const current = layout.rounds.findIndex((round) =>
    round.slots.some(({ fixture }) => fixture.Result === null && fixturePlayerIds(fixture).length > 0),
  );
  return Math.max(current, 0);
}

/**
 * Grid rows drawn in the bracket's first render: the top of every round, which is what a desktop's bracket
 * viewport or a phone's screen shows when the page opens (ten or so rows of a 128-line draw).
 */
const ROWS_DRAWN_FIRST = 16;

/**
 * Whether a fixture is in the bracket's first render. The others follow right after the first paint, below
 * the ones drawn (a round's fixtures go down its column in order) and into grid rows whose size is already
 * fixed, so nothing on screen moves when they arrive.
 */
export function isDrawnFirst(slot: FixtureSlot): boolean {
  return slot.row <= ROWS_DRAWN_FIRST;
}
