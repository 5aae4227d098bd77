import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDayOfMonth,
  formatDayRange,
  formatLongDate,
  formatLongDay,
  formatMonth,
  formatTimeOfDay,
} from './formatDate';

/** Intl puts thin or no-break spaces around a range's dash; plain spaces read the same in a test. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatLongDate', () => {
  it('writes the date out in the given language', () => {
    expect(formatLongDate('2026-08-01T12:00:00.000Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe('1 August 2026');
    expect(formatLongDate('2026-08-01T12:00:00.000Z', { locale: 'en-US', timeZone: 'UTC' })).toBe('August 1, 2026');
  });

  it("gives the day in the reader's time zone, not the server's", () => {
    const iso = '2026-08-01T02:00:00.000Z';
    expect(formatLongDate(iso, { locale: 'en-GB', timeZone: 'America/New_York' })).toBe('31 July 2026');
  });

  it('gives null for text that is not a date', () => {
    expect(formatLongDate('soon')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('writes a short date and the time of day in the reader’s language and zone', () => {
    const iso = '2026-11-25T14:02:00.000Z';
    expect(plain(formatDateTime(iso, { locale: 'en-GB', timeZone: 'UTC' }) ?? '')).toBe('25 Nov 2026, 14:02');
    expect(plain(formatDateTime(iso, { locale: 'en-US', timeZone: 'UTC' }) ?? '')).toBe('Nov 25, 2026, 2:02 PM');
    expect(plain(formatDateTime(iso, { locale: 'en-GB', timeZone: 'Europe/Paris' }) ?? '')).toBe('25 Nov 2026, 15:02');
  });

  it('gives null for text that is not a date', () => {
    expect(formatDateTime('unknown')).toBeNull();
  });
});

describe('formatTimeOfDay', () => {
  it('writes the time of day in the reader’s language and zone', () => {
    const at = Date.parse('2026-11-25T14:32:00.000Z');
    expect(plain(formatTimeOfDay(at, { locale: 'en-GB', timeZone: 'UTC' }))).toBe('14:32');
    expect(plain(formatTimeOfDay(at, { locale: 'en-US', timeZone: 'UTC' }))).toBe('2:32 PM');
    expect(plain(formatTimeOfDay(at, { locale: 'en-GB', timeZone: 'Europe/Paris' }))).toBe('15:32');
  });
});

describe('calendar days', () => {
  it('write a day in the same long style, with its weekday', () => {
    // ICU versions differ on the comma after the weekday.
    expect(formatLongDay('2025-03-03', 'en-GB')).toMatch(/^Monday,? 3 March 2025$/);
    expect(formatLongDay('2025-03-03', 'en-US')).toBe('Monday, March 3, 2025');
    expect(formatLongDay('2025-03-03', 'en-GB')).toContain(
      formatLongDate('2025-03-03T12:00:00Z', { locale: 'en-GB', timeZone: 'UTC' }),
    );
  });

  it('are never moved by a time zone', () => {
    expect(formatDayRange('2026-03-01', '2026-03-01', 'en-GB')).toBe('1 March 2026');
    expect(formatLongDay('2026-01-01', 'en-GB')).toMatch(/1 January 2026$/);
  });

  it('write a month heading', () => {
    expect(formatMonth({ year: 2025, month: 2 }, 'en-GB')).toBe('March 2025');
    expect(formatDayOfMonth('2026-10-28', 'en-GB')).toBe('Wed 28');
  });

  it('write what a range shares once', () => {
    expect(plain(formatDayRange('2026-01-05', '2026-01-11', 'en-GB'))).toMatch(/^5 ?– ?11 January 2026$/);
    expect(plain(formatDayRange('2025-12-29', '2026-01-04', 'en-GB'))).toBe('29 December 2025 – 4 January 2026');
  });

  it('give back text that is not a day', () => {
    expect(formatLongDay('someday', 'en-GB')).toBe('someday');
    expect(formatDayRange('2026-01-05', 'later', 'en-GB')).toBe('2026-01-05 – later');
  });
});
