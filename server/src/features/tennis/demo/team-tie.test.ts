import { describe, expect, it } from 'vitest';
import { playerAt } from './player-pool.js';
import { seededRandom } from './prng.js';
import { playTie, shownTie, type RubberPlan, type TeamSide } from './team-tie.js';

const FORMAT = { bestOf: 3, matchTiebreak: false } as const;
const side = (code: string, ranks: number[]): TeamSide => ({
  team: { TeamCode: code, TeamName: code, Seed: null },
  men: ranks.map(playerAt),
  women: [],
  strength: ranks.reduce((sum, rank) => sum + rank, 0),
});
const [TOP, BOTTOM] = [side('AAA', [1, 2, 3]), side('BBB', [4, 5, 6])];
const plan = (label: string, top: number, bottom: number, session: number): RubberPlan => ({
  label,
  points: 1,
  top: [playerAt(top)],
  bottom: [playerAt(bottom)],
  format: FORMAT,
  session,
});
const PLANS = [plan('First', 1, 4, 0), plan('Second', 2, 5, 0)];
const DECIDER = plan('Decider', 3, 6, 1);

describe('a tie', () => {
  const ties = Array.from({ length: 40 }, (_, seed) =>
    playTie(seededRandom(`tie:${seed}`), TOP, BOTTOM, PLANS, 2, DECIDER),
  );

  it('plays a decider only when the planned rubbers leave the sides level, and the decider settles it', () => {
    const level = ties.filter((tie) => tie.rubbers.length === 3);
    expect(level.length).toBeGreaterThan(0);
    expect(level.length).toBeLessThan(ties.length);
    for (const tie of ties) {
      const winners = tie.rubbers.map((rubber) => rubber.result?.Winner);
      if (tie.rubbers.length === 3) expect(winners[0]).not.toBe(winners[1]);
      else expect(winners[0]).toBe(winners[1]);
      expect(winners.filter((winner) => winner === tie.winner)).toHaveLength(2);
    }
  });

  it('lists the decider once it is played, and the winner only then', () => {
    const tie = ties.find((candidate) => candidate.rubbers.length === 3);
    if (!tie) throw new Error('no level tie');
    const before = shownTie(tie, 0, 1, '2026-11-20');
    expect(before.Rubbers.map((rubber) => rubber.Label)).toEqual(['First', 'Second']);
    expect([before.ScoreTop, before.ScoreBottom, before.Winner]).toEqual([1, 1, null]);
    const after = shownTie(tie, 0, 2, '2026-11-20');
    expect(after.Rubbers.map((rubber) => rubber.Label)).toEqual(['First', 'Second', 'Decider']);
    expect(after.Winner).toBe(tie.winner);
  });

  it("dates a tie by its first day, the event's first day plus the tie's", () => {
    const [tie] = ties;
    if (!tie) throw new Error('no tie');
    expect(shownTie(tie, 2, 0, '2026-11-30').PlayDate).toBe('2026-12-02');
    expect(shownTie(tie, 0, 0, '2026-11-30').PlayDate).toBe('2026-11-30');
  });

  it('leaves the rubbers after the deciding one unplayed (a dead rubber)', () => {
    const three = Array.from({ length: 40 }, (_, seed) =>
      shownTie(
        playTie(seededRandom(`dead:${seed}`), TOP, BOTTOM, [...PLANS, plan('Third', 3, 6, 0)], 2),
        0,
        1,
        '2026-11-20',
      ),
    );
    const dead = three.filter((tie) => tie.Rubbers[2]?.Fixture.Result === null);
    expect(dead.length).toBeGreaterThan(0);
    expect(dead.length).toBeLessThan(three.length);
    for (const tie of three) {
      const [first, second, third] = tie.Rubbers.map((rubber) => rubber.Fixture.Result?.Winner);
      expect(third === undefined).toBe(first === second);
      expect(Math.max(tie.ScoreTop, tie.ScoreBottom)).toBe(2);
      expect(tie.Winner).not.toBeNull();
    }
  });
});
