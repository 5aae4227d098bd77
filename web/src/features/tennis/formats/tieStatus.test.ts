import { describe, expect, it } from 'vitest';
import { davisCupTie, team } from '../test/drawFactory';
import { tieStatusLines } from './tieStatus';

const ita = team('ITA', 'Italy', 1);
const arg = team('ARG', 'Argentina');

describe('tieStatusLines', () => {
  it('gives the score once a rubber is played, even at 1–0 with the rest to come', () => {
    expect(tieStatusLines(davisCupTie(ita, arg, 301))).toEqual(['2–0']);
    expect(tieStatusLines(davisCupTie(ita, arg, 301, 1))).toEqual(['1–0']);
  });

  it('says "To play" and the day for a tie with no rubber played, not "0–0"', () => {
    const toPlay = { ...davisCupTie(ita, arg, 301, 0), PlayDate: '2026-11-29' };
    expect(tieStatusLines(toPlay, 'en-GB')).toEqual(['To play', '29 November 2026']);
    expect(tieStatusLines(davisCupTie(ita, arg, 301, 0))).toEqual(['To play']);
  });
});
