import { describe, expect, it } from 'vitest';
import { result, set } from '../test/drawFactory';
import { isWinnerSide, reasonOnSide, setCells } from './score';

describe('setCells', () => {
  it('shows each side its own games and which sets it won', () => {
    const match = result(1, [set(6, 4), set(3, 6), set(6, 2)]);
    expect(setCells(match, 'top').map((c) => [c.value, c.won])).toEqual([
      [6, true],
      [3, false],
      [6, true],
    ]);
    expect(setCells(match, 'bottom').map((c) => [c.value, c.won])).toEqual([
      [4, false],
      [6, true],
      [2, false],
    ]);
  });

  it("puts a tiebreak's points on the side that lost it only", () => {
    const match = result(2, [set(6, 7, 5, 7), set(7, 6, 10, 8)]);
    expect(setCells(match, 'top').map((c) => c.tiebreak)).toEqual([5, null]);
    expect(setCells(match, 'bottom').map((c) => c.tiebreak)).toEqual([null, 8]);
  });

  it('shows a tiebreak given for one side only on that side', () => {
    expect(setCells(result(1, [set(7, 6, null, 4)]), 'bottom')[0]?.tiebreak).toBe(4);
    expect(setCells(result(1, [set(7, 6, null, 4)]), 'top')[0]?.tiebreak).toBeNull();
  });

  it('shows a doubles match tiebreak as its points, not as a set won 1-0', () => {
    const match = result(1, [set(6, 4), set(4, 6), set(1, 0, 10, 7)]);
    expect(setCells(match, 'top')[2]).toEqual({ value: 10, tiebreak: null, won: true, matchTiebreak: true });
    expect(setCells(match, 'bottom')[2]).toEqual({ value: 7, tiebreak: null, won: false, matchTiebreak: true });
  });

  it('treats a 1-0 first set as games (a retirement early in the match)', () => {
    expect(setCells(result(1, [set(1, 0)], 'RET'), 'top')[0]).toMatchObject({ value: 1, matchTiebreak: false });
  });

  it('has no cells before the match or for a walkover', () => {
    expect(setCells(null, 'top')).toEqual([]);
    expect(setCells(result(2, [], 'W/O'), 'top')).toEqual([]);
  });
});

describe('isWinnerSide and reasonOnSide', () => {
  it('marks the winning line', () => {
    expect(isWinnerSide(result(2, []), 'bottom')).toBe(true);
    expect(isWinnerSide(result(2, []), 'top')).toBe(false);
    expect(isWinnerSide(null, 'top')).toBe(false);
  });

  it('puts RET and W/O on the line that retired or withdrew', () => {
    expect(reasonOnSide(result(1, [set(6, 3), set(2, 1)], 'RET'), 'bottom')).toBe('RET');
    expect(reasonOnSide(result(1, [set(6, 3), set(2, 1)], 'RET'), 'top')).toBeNull();
    expect(reasonOnSide(result(2, [], 'W/O'), 'top')).toBe('W/O');
    expect(reasonOnSide(result(2, [set(6, 0), set(6, 0)]), 'top')).toBeNull();
  });
});
