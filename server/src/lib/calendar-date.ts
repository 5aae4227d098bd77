import { isCalendarDate } from '@baseline/contract/calendar-date';
import { HttpError } from './http-error.js';

/** 400 "Invalid date: …" unless the date exists in the calendar; the route's schema has checked its form. */
export function assertCalendarDate(date: string): void {
  if (!isCalendarDate(date)) throw new HttpError(400, `Invalid date: ${date}.`);
}
