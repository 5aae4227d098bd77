import type { SetResult } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { scoreText, winnerScoreText } from './scoreText';

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

describe('winnerScoreText', () => {
  it("writes a bottom line's win from the winner's side, each tiebreak still the loser's points", () => {
    // Fujisaki (top) lost 5-7 7-6(10) 6-7(8): the list says how the winner won.
    const sets = [set(5, 7), set(7, 6, 12, 10), set(6, 7, 8, 10)];
    expect(winnerScoreText({ Winner: 2, SetResults: sets, Reason: null })).toBe('7-5 6-7(10) 7-6(8)');
    expect(winnerScoreText({ Winner: 1, SetResults: [set(7, 5), set(6, 7, 10, 12)], Reason: null })).toBe(
      '7-5 6-7(10)',
    );
  });

  it('turns a match tiebreak and keeps a retirement or a walkover after the sets', () => {
    expect(winnerScoreText({ Winner: 2, SetResults: [set(4, 6), set(6, 3), set(0, 1, 8, 10)], Reason: null })).toBe(
      '6-4 3-6 [10-8]',
    );
    expect(winnerScoreText({ Winner: 2, SetResults: [set(6, 3), set(1, 2)], Reason: 'RET' })).toBe('3-6 2-1 RET');
    expect(winnerScoreText({ Winner: 2, SetResults: [], Reason: 'W/O' })).toBe('W/O');
  });
});
