import { describe, expect, it } from 'vitest';
import { seasonChoices, seasonToShow } from './seasonChoice';

const seasons = {
  Seasons: [
    { Year: 2026, IsProjected: false },
    { Year: 2027, IsProjected: true },
  ],
  CurrentSeason: 2027,
};

describe('seasonToShow', () => {
  it("takes the address's season", () => {
    expect(seasonToShow('2026', seasons)).toBe('2026');
    expect(seasonToShow('2026', undefined)).toBe('2026');
  });

  it('takes the current season when the address names none, or no season at all', () => {
    expect(seasonToShow(null, seasons)).toBe('2027');
    expect(seasonToShow('next', seasons)).toBe('2027');
  });

  it('waits for the seasons when the address names none', () => {
    expect(seasonToShow(null, undefined)).toBeUndefined();
  });
});

describe('seasonChoices', () => {
  it('offers every season, the projected ones said so', () => {
    expect(seasonChoices(seasons, '2027')).toEqual([
      { year: '2026', label: '2026' },
      { year: '2027', label: '2027 (projected)' },
    ]);
  });

  it('keeps a season the address names that the source lacks, so the selector shows what is asked', () => {
    expect(seasonChoices(seasons, '1999').at(-1)).toEqual({ year: '1999', label: '1999' });
  });
});
