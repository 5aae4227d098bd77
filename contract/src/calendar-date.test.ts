import { describe, expect, it } from 'vitest';
import { addDays, calendarDateAt, daysBetween, isCalendarDate } from './calendar-date.js';

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
    'yesterday',
    '',
  ])('refuses %j', (date) => {
    expect(isCalendarDate(date)).toBe(false);
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries and a daylight-saving change', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-06-05', -7)).toBe('2026-05-29');
  });
});

describe('daysBetween', () => {
  it('counts whole days, negative backwards, across a daylight-saving change', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
    expect(daysBetween('2026-06-05', '2026-06-05')).toBe(0);
  });
});

describe('calendarDateAt', () => {
  it('is the UTC day of an instant', () => {
    expect(calendarDateAt(Date.UTC(2026, 5, 5, 23, 59))).toBe('2026-06-05');
    expect(calendarDateAt(Date.UTC(2026, 5, 6))).toBe('2026-06-06');
  });
});
