/**
 * Whether `text` is a YYYY-MM-DD date that exists in the calendar (2026-02-30 does not). The date is read
 * as UTC midnight and written back: a day the calendar lacks rolls over into another and no longer matches.
 */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00.000Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}
