/**
 * Calendar dates as the API carries them: 'YYYY-MM-DD' strings. Arithmetic runs on UTC midnights so that no
 * clock change can skip or repeat a day. Imports nothing, so the web app reads it at run time as the server does.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * Whether `text` is a YYYY-MM-DD date that exists in the calendar (2026-02-30 does not). Plain arithmetic
 * on the three numbers: every diary request checks its date, and parsing and printing a Date cost more.
 */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The calendar day `days` after `day` (any sign). */
export function addDays(day: string, days: number): string {
  return calendarDateAt(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The UTC calendar day of an instant (milliseconds since the epoch). */
export function calendarDateAt(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
