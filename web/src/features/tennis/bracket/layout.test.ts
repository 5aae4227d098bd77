import type { DrawEvent } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { fullDraw, line, player, roundRobinEvent, teamEvent } from '../test/drawFactory';
import { isDrawnFirst, layoutBracket, openingRound } from './layout';
import { notedInFixture, playerPath } from './path';

describe('layoutBracket', () => {
  it('orders the rounds by RoundIdModernized, whatever order they arrive in', () => {
    const event = fullDraw(8);
    const finalFirst: DrawEvent = { ...event, Rounds: [...event.Rounds].reverse() };
    expect(layoutBracket(finalFirst).rounds.map((r) => r.name)).toEqual(['Quarter-Finals', 'Semi-Finals', 'Final']);
  });

  it('sets each fixture level with the two it follows from', () => {
    const layout = layoutBracket(fullDraw(8));
    expect(layout.rows).toBe(4);
    expect(layout.rounds.map((r) => r.slots.map((s) => [s.row, s.span]))).toEqual([
      [
        [1, 1],
        [2, 1],
        [3, 1],
        [4, 1],
      ],
      [
        [1, 2],
        [3, 2],
      ],
      [[1, 4]],
    ]);
  });

  it('lays out a 128-line draw in seven rounds of 64 grid rows', () => {
    const layout = layoutBracket(fullDraw(128));
    expect(layout.rows).toBe(64);
    expect(layout.rounds.map((r) => r.slots.length)).toEqual([64, 32, 16, 8, 4, 2, 1]);
    expect(layout.rounds[6]?.slots[0]).toMatchObject({ row: 1, span: 64, key: '6:0' });
    expect(layout.rounds[1]?.slots[31]).toMatchObject({ row: 63, span: 2 });
  });

  it('stacks a round that does not halve the one before from the top', () => {
    const event = fullDraw(8);
    const broken: DrawEvent = {
      ...event,
      Rounds: event.Rounds.map((r, i) =>
        i === 1 ? { ...r, Fixtures: [...r.Fixtures, ...r.Fixtures.slice(0, 1)] } : r,
      ),
    };
    expect(layoutBracket(broken).rounds[1]?.slots.map((s) => [s.row, s.span])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
  });

  it('tells a doubles draw by its two-player lines', () => {
    expect(layoutBracket(fullDraw(4)).doubles).toBe(false);
    const doubles: DrawEvent = {
      EventTypeCode: 'MD',
      Description: 'Doubles',
      Rounds: [
        {
          RoundIdModernized: 7,
          RoundName: 'Final',
          Fixtures: [{ DrawLineTop: line([player(1), player(2)]), DrawLineBottom: null, Result: null }],
        },
      ],
    };
    expect(layoutBracket(doubles).doubles).toBe(true);
  });

  it('gives an event without rounds one empty row', () => {
    expect(layoutBracket({ EventTypeCode: 'MS', Description: 'Singles', Rounds: [] })).toEqual({
      rows: 1,
      rounds: [],
      doubles: false,
    });
  });
});

describe('playerPath', () => {
  const layout = fullDraw(8);

  it('follows the champion through every round', () => {
    expect([...playerPath(layout, 'P1')]).toEqual(['0:0', '1:0', '2:0']);
  });

  it('stops at the round a player lost in', () => {
    // Line 3 wins its quarter-final, then loses the semi-final to line 1.
    expect([...playerPath(layout, 'P3')]).toEqual(['0:1', '1:0']);
    expect([...playerPath(layout, 'P2')]).toEqual(['0:0']);
  });

  it('is empty with nobody selected or for an unknown player', () => {
    expect(playerPath(layout, null).size).toBe(0);
    expect(playerPath(layout, 'nobody').size).toBe(0);
  });

  it("takes in a round-robin player's group matches, then their knockout matches", () => {
    // Seed 1 (P1) plays three group matches, wins their semi-final and the final.
    expect([...playerPath(roundRobinEvent(), 'P1')]).toEqual(['0:0', '1:0', 'g0:0', 'g0:2', 'g0:4']);
    // A doubles pair's players each have the pair's path: seed 2 (P103 and P104) loses its semi-final.
    expect([...playerPath(roundRobinEvent({ doubles: true }), 'P104')]).toEqual(['0:1', 'g1:0', 'g1:2', 'g1:4']);
  });

  it("takes in a team player's rubbers, singles and doubles", () => {
    // P301 plays Singles 2 and the doubles of the first quarter-final.
    expect([...playerPath(teamEvent(), 'P301')]).toEqual(['s0:0:1', 's0:0:2']);
  });
});

describe('notedInFixture', () => {
  it("joins the fixture's players with a note, in the fixture's order", () => {
    expect(notedInFixture(['P1', 'P2', 'P3'], new Set(['P3', 'P1', 'P9']))).toBe('P1,P3');
    expect(notedInFixture(['P1'], new Set())).toBe('');
  });
});

describe('openingRound', () => {
  it('opens a finished draw on its first round', () => {
    expect(openingRound(layoutBracket(fullDraw(8)))).toBe(0);
  });

  it('opens a live draw on the first round with a match to play', () => {
    const event = fullDraw(8);
    const live: DrawEvent = {
      ...event,
      Rounds: event.Rounds.map((round, index) =>
        index === 0 ? round : { ...round, Fixtures: round.Fixtures.map((f) => ({ ...f, Result: null })) },
      ),
    };
    expect(openingRound(layoutBracket(live))).toBe(1);
  });

  it('opens on the first round when no line is known yet', () => {
    const blank: DrawEvent = {
      EventTypeCode: 'MS',
      Description: 'Singles',
      Rounds: [
        {
          RoundIdModernized: 1,
          RoundName: 'Final',
          Fixtures: [{ DrawLineTop: line([]), DrawLineBottom: line([]), Result: null }],
        },
      ],
    };
    expect(openingRound(layoutBracket(blank))).toBe(0);
  });
});

describe('isDrawnFirst', () => {
  it('draws the top 16 rows of a 128-line draw first: 33 of its 127 fixtures, a prefix of every round', () => {
    const rounds = layoutBracket(fullDraw(128)).rounds;
    const first = rounds.map((round) => round.slots.filter(isDrawnFirst).length);
    expect(first).toEqual([16, 8, 4, 2, 1, 1, 1]);
    for (const round of rounds) {
      const drawn = round.slots.map(isDrawnFirst);
      expect(drawn.indexOf(false) === -1 || drawn.slice(drawn.indexOf(false)).every((value) => !value)).toBe(true);
    }
  });

  it('draws a small draw whole at once', () => {
    expect(layoutBracket(fullDraw(16)).rounds.every((round) => round.slots.every(isDrawnFirst))).toBe(true);
  });
});
