import type { Tournament } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { isLiveTournament } from './liveDraw';

const finals: Tournament = {
  TournamentId: '605',
  TournamentYear: 2026,
  TournamentTitle: 'Nitto ATP Finals',
  TournamentCity: 'Turin',
  TournamentLocation: 'Italy',
  TournamentType: 'WC',
  PlayStartDate: '2026-11-15',
  PlayEndDate: '2026-11-22',
  Surface: 'Hard',
  PrizeMoneyDisplay: '',
  IsDemo: true,
  IsProjected: false,
};

describe('isLiveTournament', () => {
  it('is live from the first to the last day of the tournament', () => {
    expect(isLiveTournament([finals], '2026', '605', '2026-11-15')).toBe(true);
    expect(isLiveTournament([finals], '2026', '605', '2026-11-22')).toBe(true);
  });

  it('is not live before or after, for another edition, or while the list or the day is unknown', () => {
    expect(isLiveTournament([finals], '2026', '605', '2026-11-14')).toBe(false);
    expect(isLiveTournament([finals], '2026', '605', '2026-11-23')).toBe(false);
    expect(isLiveTournament([finals], '2025', '605', '2026-11-16')).toBe(false);
    expect(isLiveTournament(undefined, '2026', '605', '2026-11-16')).toBe(false);
    expect(isLiveTournament([finals], '2026', '605', undefined)).toBe(false);
  });
});
