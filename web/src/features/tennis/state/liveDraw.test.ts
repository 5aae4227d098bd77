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
    expect(isLiveTournament([finals], '2026', '605', new Date('2026-11-15T08:00:00Z'), 'UTC')).toBe(true);
    expect(isLiveTournament([finals], '2026', '605', new Date('2026-11-22T22:00:00Z'), 'UTC')).toBe(true);
  });

  it('is not live before or after, for another edition, or while the list is unknown', () => {
    expect(isLiveTournament([finals], '2026', '605', new Date('2026-11-14T12:00:00Z'), 'UTC')).toBe(false);
    expect(isLiveTournament([finals], '2026', '605', new Date('2026-11-23T12:00:00Z'), 'UTC')).toBe(false);
    expect(isLiveTournament([finals], '2025', '605', new Date('2026-11-16T12:00:00Z'), 'UTC')).toBe(false);
    expect(isLiveTournament(undefined, '2026', '605', new Date('2026-11-16T12:00:00Z'), 'UTC')).toBe(false);
  });
});
