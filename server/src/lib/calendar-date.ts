import { HttpError } from './http-error.js';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

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

/** 400 "Invalid date: …" unless the date exists in the calendar; the route's schema has checked its form. */
export function assertCalendarDate(date: string): void {
  if (!isCalendarDate(date)) throw new HttpError(400, `Invalid date: ${date}.`);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
