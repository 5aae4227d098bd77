import { describe, expect, it } from 'vitest';
import { formatLongDate } from './formatDate';

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
