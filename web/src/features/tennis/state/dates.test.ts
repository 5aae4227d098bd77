import { describe, expect, it } from 'vitest';
import { formatDateRange } from './dates';

/** Intl puts thin spaces around the dash; plain spaces read the same in a test. */
const range = (start: string, end: string) => formatDateRange(start, end, 'en-GB').replace(/\s/g, ' ');

describe('formatDateRange', () => {
  it('writes a week in one month once', () => {
    expect(range('2026-01-05', '2026-01-11')).toBe('5 – 11 Jan 2026');
  });

  it('writes both years across a new year', () => {
    expect(range('2025-12-29', '2026-01-04')).toBe('29 Dec 2025 – 4 Jan 2026');
  });

  it('writes a one-day event as one day', () => {
    expect(range('2026-03-01', '2026-03-01')).toBe('1 Mar 2026');
  });
});
