import { describe, expect, it } from 'vitest';
import { localIsoDay, statusOnDay } from './status';

const week = { PlayStartDate: '2026-01-05', PlayEndDate: '2026-01-11' };

describe('statusOnDay', () => {
  it('is upcoming until the first day, live from the first to the last day, past after it', () => {
    expect(statusOnDay(week, '2026-01-04')).toBe('upcoming');
    expect(statusOnDay(week, '2026-01-05')).toBe('live');
    expect(statusOnDay(week, '2026-01-11')).toBe('live');
    expect(statusOnDay(week, '2026-01-12')).toBe('past');
  });

  it('is live on the one day of a one-day event', () => {
    const day = { PlayStartDate: '2026-03-01', PlayEndDate: '2026-03-01' };
    expect(statusOnDay(day, '2026-03-01')).toBe('live');
    expect(statusOnDay(day, '2026-03-02')).toBe('past');
  });

  it('spans a new year', () => {
    const hopman = { PlayStartDate: '2025-12-29', PlayEndDate: '2026-01-04' };
    expect(statusOnDay(hopman, '2026-01-01')).toBe('live');
  });
});

describe('localIsoDay', () => {
  it('writes the day as YYYY-MM-DD with leading zeros', () => {
    expect(localIsoDay(new Date('2026-02-03T10:00:00Z'), 'UTC')).toBe('2026-02-03');
  });

  it("is the reader's calendar day, not UTC's, so a tournament is live all of its days wherever they are", () => {
    const instant = new Date('2026-01-04T20:00:00Z');
    // Already 5 January in Sydney (UTC+11), still 4 January in New York and London.
    expect(statusOnDay(week, localIsoDay(instant, 'Australia/Sydney'))).toBe('live');
    expect(statusOnDay(week, localIsoDay(instant, 'America/New_York'))).toBe('upcoming');
    expect(statusOnDay(week, localIsoDay(instant, 'Europe/London'))).toBe('upcoming');
    const lastEvening = new Date('2026-01-12T03:00:00Z');
    // Still 11 January in Los Angeles (UTC-8): the final may be on.
    expect(statusOnDay(week, localIsoDay(lastEvening, 'America/Los_Angeles'))).toBe('live');
    expect(statusOnDay(week, localIsoDay(lastEvening, 'Europe/Paris'))).toBe('past');
  });
});
