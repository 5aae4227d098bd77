import { describe, expect, it } from 'vitest';
import { addDays } from './calendarDate';

describe('addDays', () => {
  it('counts calendar days across months, years, leap days and clock changes', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-06-05', -7)).toBe('2026-05-29');
  });
});
