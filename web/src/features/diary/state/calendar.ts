/**
 * Calendar dates as the diary stores them: 'YYYY-MM-DD' strings for the user's own local days.
 * Arithmetic runs in UTC so that daylight-saving changes never skip or repeat a day.
 */

import { addDays, isCalendarDate } from '@baseline/contract/calendar-date';

export interface MonthRef {
  year: number;
  /** 0 = January, as in Date. */
  month: number;
}

export interface CalendarDay {
  date: string;
  /** False for the days of the previous and next months that fill the first and last weeks. */
  inMonth: boolean;
}

/** Six weeks always, so the calendar keeps one height from month to month. */
const WEEKS_SHOWN = 6;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A UTC midnight; setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999. Days overflow into months. */
function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date;
}

export function toIsoDate(year: number, month: number, day: number): string {
  const utc = utcDate(year, month, day);
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1, 2)}-${pad(utc.getUTCDate(), 2)}`;
}

/** The user's local calendar day (not UTC: a late-evening note belongs to the day the user is living). */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now.getFullYear(), now.getMonth(), now.getDate());
}

export function daysInMonth(year: number, month: number): number {
  return utcDate(year, month + 1, 0).getUTCDate();
}

/** The parts of a real calendar date ('2025-02-30' and '2025-13-01' are refused); month 0 is January. */
function partsOf(date: string): { year: number; month: number; day: number } {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { year, month: month - 1, day };
}

export function monthOf(date: string): MonthRef {
  const { year, month } = partsOf(date);
  return { year, month };
}

export function addMonths({ year, month }: MonthRef, months: number): MonthRef {
  const total = year * 12 + month + months;
  return { year: Math.floor(total / 12), month: ((total % 12) + 12) % 12 };
}

/** 0 for Monday to 6 for Sunday: weeks start on Monday. */
export function weekdayIndex(date: string): number {
  const { year, month, day } = partsOf(date);
  return (utcDate(year, month, day).getUTCDay() + 6) % 7;
}

/** Six Monday-first weeks covering the month, padded with the neighbouring months' days. */
export function monthGrid({ year, month }: MonthRef): CalendarDay[][] {
  const first = toIsoDate(year, month, 1);
  const start = addDays(first, -weekdayIndex(first));
  const weeks: CalendarDay[][] = [];
  for (let week = 0; week < WEEKS_SHOWN; week += 1) {
    const days: CalendarDay[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const date = addDays(start, week * 7 + weekday);
      days.push({ date, inMonth: monthOf(date).month === month });
    }
    weeks.push(days);
  }
  return weeks;
}

/** The date a calendar key moves focus to, as in the WAI-ARIA date picker pattern; null for other keys. */
export function dateForKey(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
    case 'PageDown':
      return sameDayInMonth(date, key === 'PageUp' ? -1 : 1);
    default:
      return null;
  }
}

/** The same day of another month, clamped to that month's last day (31 January + 1 month = 28/29 February). */
function sameDayInMonth(date: string, months: number): string {
  const { day } = partsOf(date);
  const target = addMonths(monthOf(date), months);
  return toIsoDate(target.year, target.month, Math.min(day, daysInMonth(target.year, target.month)));
}

/** The entries dated in one month, newest first: this week's are what a reader looks for, at the list's top. */
export function entriesInMonth(
  entries: ReadonlyMap<string, string>,
  { year, month }: MonthRef,
): { date: string; title: string }[] {
  const prefix = toIsoDate(year, month, 1).slice(0, 8);
  return [...entries]
    .filter(([date]) => date.startsWith(prefix))
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([date, title]) => ({ date, title }));
}
