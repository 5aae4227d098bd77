import { describe, expect, it } from 'vitest';
import { addMonths, dateForKey, daysInMonth, entriesInMonth, monthGrid, todayIso, weekdayIndex } from './calendar';

describe('daysInMonth', () => {
  it('gives February 29 days in leap years only', () => {
    expect(daysInMonth(2024, 1)).toBe(29);
    expect(daysInMonth(2025, 1)).toBe(28);
    expect(daysInMonth(2000, 1)).toBe(29);
    expect(daysInMonth(1900, 1)).toBe(28);
  });

  it('knows the 30- and 31-day months', () => {
    expect(daysInMonth(2025, 0)).toBe(31);
    expect(daysInMonth(2025, 3)).toBe(30);
    expect(daysInMonth(2025, 11)).toBe(31);
  });
});

describe('monthGrid', () => {
  it('starts every week on Monday and always shows six weeks', () => {
    const weeks = monthGrid({ year: 2025, month: 2 });
    expect(weeks).toHaveLength(6);
    for (const week of weeks) {
      expect(week).toHaveLength(7);
      expect(weekdayIndex(week[0]?.date ?? '')).toBe(0);
    }
  });

  it('pads the first week with the previous month', () => {
    // 1 March 2025 is a Saturday.
    const [firstWeek] = monthGrid({ year: 2025, month: 2 });
    expect(firstWeek?.map((day) => day.date)).toEqual([
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(firstWeek?.map((day) => day.inMonth)).toEqual([false, false, false, false, false, true, true]);
  });

  it('includes 29 February in a leap year, and not otherwise', () => {
    const inMonth = (year: number) =>
      monthGrid({ year, month: 1 })
        .flat()
        .filter((day) => day.inMonth)
        .map((day) => day.date);
    expect(inMonth(2024)).toHaveLength(29);
    expect(inMonth(2024).at(-1)).toBe('2024-02-29');
    expect(inMonth(2023)).toHaveLength(28);
  });

  it('starts on the 1st itself when the month begins on a Monday', () => {
    // February 2021 begins on a Monday and fills exactly four weeks.
    const weeks = monthGrid({ year: 2021, month: 1 });
    expect(weeks[0]?.[0]).toEqual({ date: '2021-02-01', inMonth: true });
    expect(weeks[4]?.[0]).toEqual({ date: '2021-03-01', inMonth: false });
  });

  it('crosses the year boundary', () => {
    const weeks = monthGrid({ year: 2025, month: 11 });
    expect(weeks.flat().at(-1)?.date.startsWith('2026-01')).toBe(true);
  });
});

describe('month and day arithmetic', () => {
  it('steps months across years', () => {
    expect(addMonths({ year: 2025, month: 11 }, 1)).toEqual({ year: 2026, month: 0 });
    expect(addMonths({ year: 2025, month: 0 }, -1)).toEqual({ year: 2024, month: 11 });
  });

  it('moves focus like a date picker', () => {
    expect(dateForKey('2025-03-01', 'ArrowLeft')).toBe('2025-02-28');
    expect(dateForKey('2024-02-28', 'ArrowRight')).toBe('2024-02-29');
    expect(dateForKey('2025-03-05', 'ArrowDown')).toBe('2025-03-12');
    expect(dateForKey('2025-03-05', 'Home')).toBe('2025-03-03');
    expect(dateForKey('2025-03-05', 'End')).toBe('2025-03-09');
    expect(dateForKey('2024-01-31', 'PageDown')).toBe('2024-02-29');
    expect(dateForKey('2025-03-31', 'PageUp')).toBe('2025-02-28');
    expect(dateForKey('2025-03-05', 'Enter')).toBeNull();
  });

  it("takes today from the user's local calendar", () => {
    expect(todayIso(new Date(2025, 0, 9, 23, 30))).toBe('2025-01-09');
  });
});

describe('entriesInMonth', () => {
  const entries = new Map([
    ['2026-10-28', 'Djokovic SF'],
    ['2026-11-02', 'Paris final'],
    ['2026-10-03', 'Shanghai R2'],
    ['2025-10-15', 'A year before'],
  ]);

  it("lists one month's entries, newest first, with their whole titles", () => {
    expect(entriesInMonth(entries, { year: 2026, month: 9 })).toEqual([
      { date: '2026-10-28', title: 'Djokovic SF' },
      { date: '2026-10-03', title: 'Shanghai R2' },
    ]);
  });

  it('is empty for a month without entries', () => {
    expect(entriesInMonth(entries, { year: 2026, month: 0 })).toEqual([]);
  });
});
