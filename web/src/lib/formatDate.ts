import { dateTimeFormat } from './intl/dateTimeFormat';

/**
 * Every date the app shows is written here, in one style: the long date of the reader's language ("25 December
 * 2026" in Britain, "December 25, 2026" in the US). `locale` defaults to the browser's; tests name one.
 *
 * Two kinds of date come in. An instant (an ISO date-time, such as when a subscription ends) is read in the
 * reader's time zone. A calendar day ('YYYY-MM-DD': a diary day, a tournament's days) has no time zone and no
 * zone may move it, so it is written as the UTC day it names.
 */
const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

interface FormatOptions {
  locale?: string;
  /** The reader's own by default. */
  timeZone?: string;
}

/** An instant's day, e.g. "1 August 2026"; null when the text is not a date. */
export function formatLongDate(iso: string, { locale, timeZone }: FormatOptions = {}): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(locale, { ...LONG_DATE, timeZone }).format(date);
}

/**
 * An instant's day and time, shorter, for a mark beside content ("25 Nov 2026, 14:02" in Britain); null when
 * the text is not a date.
 */
export function formatDateTime(iso: string, { locale, timeZone }: FormatOptions = {}): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** An instant's time of day in the reader's zone, e.g. "14:32" in Britain, "2:32 PM" in the US. */
export function formatTimeOfDay(at: number, { locale, timeZone }: FormatOptions = {}): string {
  return dateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(at);
}

/** A calendar day with its weekday, e.g. "Monday 3 March 2025"; the text itself when it is not a day. */
export function formatLongDay(day: string, locale?: string): string {
  const date = calendarDay(day);
  return date ? dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(date) : day;
}

/** A day of a month already named beside it, e.g. "Tue 3". */
export function formatDayOfMonth(day: string, locale?: string): string {
  const date = calendarDay(day);
  return date ? dateTimeFormat(locale, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(date) : day;
}

/** A month heading, e.g. "March 2025". `month` counts from 0, as in Date. */
export function formatMonth({ year, month }: { year: number; month: number }, locale?: string): string {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month, 1);
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * The calendar days from `start` to `end`, with what they share written once: "5–11 January 2026",
 * "29 December 2025 – 4 January 2026", or one day alone.
 */
export function formatDayRange(start: string, end: string, locale?: string): string {
  const from = calendarDay(start);
  const to = calendarDay(end);
  if (!from || !to) return `${start} – ${end}`;
  const format = dateTimeFormat(locale, { ...LONG_DATE, timeZone: 'UTC' });
  return from.getTime() === to.getTime() ? format.format(from) : format.formatRange(from, to);
}

/** The UTC midnight a 'YYYY-MM-DD' day names, or null for any other text. */
function calendarDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}
