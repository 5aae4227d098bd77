import type { SetResult } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { scoreText } from './scoreText';

const set = (a: number, b: number, ta: number | null = null, tb: number | null = null): SetResult => ({
  GamesA: a,
  GamesB: b,
  TiebreakA: ta,
  TiebreakB: tb,
});

describe('scoreText', () => {
  it('prints the games from the given side, a tiebreak as the loser points', () => {
    expect(scoreText([set(6, 4), set(6, 7, 5, 7), set(7, 6, 9, 7)], null)).toBe('6-4 6-7(5) 7-6(7)');
  });

  it('prints a match tiebreak in brackets, and a retirement or a walkover after the sets', () => {
    expect(scoreText([set(6, 4), set(3, 6), set(1, 0, 10, 8)], null)).toBe('6-4 3-6 [10-8]');
    expect(scoreText([set(6, 3), set(2, 1)], 'RET')).toBe('6-3 2-1 RET');
    expect(scoreText([], 'W/O')).toBe('W/O');
  });
});
