import { describe, expect, it } from 'vitest';
import { decidingSetToTen, tiebreakFirstTo, winnerTiebreakPoints } from './tiebreak-rule.js';

const threeSets = { bestOf: 3, decidingSetToTen: false } as const;
const slamSingles = { bestOf: 5, decidingSetToTen: true } as const;
const slamDoubles = { bestOf: 3, decidingSetToTen: true } as const;

describe('the tiebreak rule, from the loser’s points', () => {
  it('plays a set tiebreak to 7 by two', () => {
    const firstTo = tiebreakFirstTo({ setNumber: 2, isMatchTiebreak: false }, threeSets);
    expect(firstTo).toBe(7);
    expect([0, 5, 6, 10].map((loser) => winnerTiebreakPoints(loser, firstTo))).toEqual([7, 7, 8, 12]);
  });

  it('plays a match tiebreak to 10 by two', () => {
    const firstTo = tiebreakFirstTo({ setNumber: 3, isMatchTiebreak: true }, threeSets);
    expect(firstTo).toBe(10);
    expect([4, 8, 9, 12].map((loser) => winnerTiebreakPoints(loser, firstTo))).toEqual([10, 10, 11, 14]);
  });

  it("plays a Grand Slam's deciding set tiebreak to 10 since 2022: the 5th set in singles, the 3rd in doubles", () => {
    expect(tiebreakFirstTo({ setNumber: 5, isMatchTiebreak: false }, slamSingles)).toBe(10);
    expect(tiebreakFirstTo({ setNumber: 3, isMatchTiebreak: false }, slamSingles)).toBe(7);
    expect(tiebreakFirstTo({ setNumber: 3, isMatchTiebreak: false }, slamDoubles)).toBe(10);
    expect(tiebreakFirstTo({ setNumber: 2, isMatchTiebreak: false }, slamDoubles)).toBe(7);
    expect(winnerTiebreakPoints(6, 10)).toBe(10);
    expect(winnerTiebreakPoints(11, 10)).toBe(13);
  });

  it('knows which events play the deciding set to 10', () => {
    expect(decidingSetToTen('GS', 2022)).toBe(true);
    expect(decidingSetToTen('GS', 2021)).toBe(false);
    expect(decidingSetToTen('1000', 2025)).toBe(false);
  });
});
