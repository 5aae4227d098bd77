import type { Tournament } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { latestEditionYear } from './tournament-edition.js';

const edition = (year: number) => ({ TournamentId: '540', TournamentYear: year }) as Tournament;

describe('latestEditionYear', () => {
  it('is the newest edition up to the current year, whatever the order the source lists them in', () => {
    expect(latestEditionYear([edition(2024), edition(2026), edition(2025)], 2026)).toBe(2026);
    expect(latestEditionYear([edition(2026), edition(2024), edition(2025)], 2026)).toBe(2026);
  });

  it("is not a projected later season's", () => {
    expect(latestEditionYear([edition(2027), edition(2025)], 2026)).toBe(2025);
  });

  it('is the current year when the source lists none up to it', () => {
    expect(latestEditionYear([], 2026)).toBe(2026);
    expect(latestEditionYear([edition(2027)], 2026)).toBe(2026);
  });
});
