import { describe, expect, it } from 'vitest';
import { localIsoDay, tournamentStatus } from './status';

const week = { PlayStartDate: '2026-01-05', PlayEndDate: '2026-01-11' };

describe('tournamentStatus', () => {
  it('is upcoming until the first day begins', () => {
    expect(tournamentStatus(week, new Date('2026-01-04T23:59:59Z'), 'UTC')).toBe('upcoming');
  });

  it('is live from the first moment of the first day', () => {
    expect(tournamentStatus(week, new Date('2026-01-05T00:00:00Z'), 'UTC')).toBe('live');
  });

  it('is live until the last moment of the last day', () => {
    expect(tournamentStatus(week, new Date('2026-01-11T23:59:59Z'), 'UTC')).toBe('live');
  });

  it('is past from the day after the last day', () => {
    expect(tournamentStatus(week, new Date('2026-01-12T00:00:00Z'), 'UTC')).toBe('past');
  });

  it('is live on the one day of a one-day event', () => {
    const day = { PlayStartDate: '2026-03-01', PlayEndDate: '2026-03-01' };
    expect(tournamentStatus(day, new Date('2026-03-01T12:00:00Z'), 'UTC')).toBe('live');
    expect(tournamentStatus(day, new Date('2026-03-02T00:00:00Z'), 'UTC')).toBe('past');
  });

  it("follows the reader's calendar day, not UTC's", () => {
    const instant = new Date('2026-01-04T20:00:00Z');
    // Already 5 January in Sydney (UTC+11), still 4 January in New York and London.
    expect(tournamentStatus(week, instant, 'Australia/Sydney')).toBe('live');
    expect(tournamentStatus(week, instant, 'America/New_York')).toBe('upcoming');
    expect(tournamentStatus(week, instant, 'Europe/London')).toBe('upcoming');
    const lastEvening = new Date('2026-01-12T03:00:00Z');
    // Still 11 January in Los Angeles (UTC-8): the final may be on.
    expect(tournamentStatus(week, lastEvening, 'America/Los_Angeles')).toBe('live');
    expect(tournamentStatus(week, lastEvening, 'Europe/Paris')).toBe('past');
  });

  it('spans a new year', () => {
    const hopman = { PlayStartDate: '2025-12-29', PlayEndDate: '2026-01-04' };
    expect(tournamentStatus(hopman, new Date('2026-01-01T12:00:00Z'), 'UTC')).toBe('live');
  });
});

describe('localIsoDay', () => {
  it('writes the day as YYYY-MM-DD with leading zeros', () => {
    expect(localIsoDay(new Date('2026-02-03T10:00:00Z'), 'UTC')).toBe('2026-02-03');
  });
});
