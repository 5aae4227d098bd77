import { describe, expect, it } from 'vitest';
import { parseEventDates } from './event-dates.js';

describe("ATP calendar's date text", () => {
  it.each([
    ['2 - 11 January, 2026', '2026-01-02', '2026-01-11'],
    ['18 January - 1 February, 2026', '2026-01-18', '2026-02-01'],
    ['27 December, 2024 - 5 January, 2025', '2024-12-27', '2025-01-05'],
    ['28 December - 3 January, 2027', '2026-12-28', '2027-01-03'],
    ['29 February - 2 March, 2028', '2028-02-29', '2028-03-02'],
  ])('reads "%s"', (text, start, end) => {
    expect(parseEventDates(text)).toEqual({ start, end });
  });

  it.each([
    '',
    'TBA',
    '2 January, 2026',
    '11 - 2 January, 2026',
    '30 February - 2 March, 2026',
    '2026-01-02 - 2026-01-11',
  ])('refuses "%s"', (text) => {
    expect(parseEventDates(text)).toBeUndefined();
  });
});
