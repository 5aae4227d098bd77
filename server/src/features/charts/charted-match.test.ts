import { matchReport, MATCH_FORMATS, scoreLine, type MatchFormat } from '@baseline/contract/charting';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../tennis/demo/prng.js';
import { chartedMatch, type SetScore } from './charted-match.js';

const set = (a: number, b: number, tiebreakLoserPoints: number | null = null): SetScore => ({
  games: [a, b],
  tiebreakLoserPoints,
});

describe('a made-up charted match', () => {
  it.each([
    ['best-of-3', [set(6, 4), set(3, 6), set(7, 6, 5)], '6-4 3-6 7-6(5)'],
    ['best-of-3', [set(7, 6, 12), set(6, 0)], '7-6(12) 6-0'],
    ['grand-slam', [set(6, 7, 4), set(7, 5), set(4, 6), set(6, 3), set(7, 6, 8)], '6-7(4) 7-5 4-6 6-3 7-6(8)'],
    ['advantage-final-set', [set(6, 4), set(4, 6), set(6, 4), set(3, 6), set(12, 10)], '6-4 4-6 6-4 3-6 12-10'],
    ['match-tiebreak', [set(6, 4), set(6, 7, 3), set(1, 0, 8)], '6-4 6-7(3) [10-8]'],
  ] as const)('in %s ends %s, as its points are scored', (name, sets, line) => {
    for (const seed of ['a', 'b', 'c']) {
      const format: MatchFormat = MATCH_FORMATS[name];
      const made = chartedMatch(seededRandom(seed), format, 1, sets, 'full');
      expect(made.line, `seed ${seed}`).toBe(line);
      const reading = matchReport(format, 1, made.points);
      expect(reading.ok && scoreLine(reading.report.score)).toBe(line);
    }
  });

  it('is the same for the same seed, in full notation or quick', () => {
    const sets = [set(6, 3), set(7, 5)];
    const full = chartedMatch(seededRandom('same'), MATCH_FORMATS['best-of-3'], 0, sets, 'full');
    expect(chartedMatch(seededRandom('same'), MATCH_FORMATS['best-of-3'], 0, sets, 'full')).toEqual(full);
    expect(full.points.every((point) => point.level === 'full')).toBe(true);
    const quick = chartedMatch(seededRandom('same'), MATCH_FORMATS['best-of-3'], 0, sets, 'quick');
    expect(quick.points.every((point) => point.level === 'quick')).toBe(true);
    expect(quick.line).toBe('6-3 7-5');
  });
});
