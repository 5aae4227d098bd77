import { describe, expect, it } from 'vitest';
import { seasonsOf } from './seasons.js';

const tournament = (year: number, start: string, end: string, projected = false) => ({
  TournamentYear: year,
  PlayStartDate: start,
  PlayEndDate: end,
  IsProjected: projected,
});

const calendar = [
  tournament(2026, '2026-01-02', '2026-01-11'),
  tournament(2026, '2026-11-23', '2026-11-29'),
  tournament(2027, '2026-12-31', '2027-01-10', true),
  tournament(2027, '2027-11-22', '2027-11-28', true),
  tournament(2025, '2025-02-01', '2025-11-23'),
];

describe('seasonsOf', () => {
  it('lists the years in ascending order, each marked projected or not', () => {
    expect(seasonsOf(calendar, '2026-05-01').Seasons).toEqual([
      { Year: 2025, IsProjected: false },
      { Year: 2026, IsProjected: false },
      { Year: 2027, IsProjected: true },
    ]);
  });

  it.each([
    ['2026-01-02', 2026, 'the first day of a season'],
    ['2026-11-29', 2026, 'the last day of a season'],
    ['2026-12-15', 2027, 'between seasons: the next one'],
    ['2027-01-01', 2027, 'two seasons overlapping: the later one'],
    ['2024-06-01', 2025, 'before every season: the first one'],
    ['2028-06-01', 2027, 'after every season: the last one'],
  ])('is current on %s: %i (%s)', (today, current) => {
    expect(seasonsOf(calendar, today).CurrentSeason).toBe(current);
  });

  it("is the today's year when there is no season at all", () => {
    expect(seasonsOf([], '2026-05-01')).toEqual({ Seasons: [], CurrentSeason: 2026 });
  });
});
