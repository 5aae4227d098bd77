import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date.js';

describe('isCalendarDate', () => {
  it.each(['2026-06-05', '2024-02-29', '2000-02-29', '2400-02-29', '2026-12-31', '1999-01-01', '2026-11-30'])(
    'accepts %s',
    (date) => {
      expect(isCalendarDate(date)).toBe(true);
    },
  );

  it.each([
    '2026-02-30',
    '2025-02-29',
    '1900-02-29',
    '2100-02-29',
    '2026-11-31',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-06-00',
    '2026-6-5',
    '05-06-2026',
    '2026-06-05T00:00:00Z',
    '',
  ])('refuses %j', (date) => {
    expect(isCalendarDate(date)).toBe(false);
  });
});
