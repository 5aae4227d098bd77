import { dateTimeFormat } from '../../../lib/intl/dateTimeFormat';

/**
 * A tournament's days as people read them ("5 – 11 Jan 2026", "29 Dec 2025 – 4 Jan 2026"). The days are
 * calendar days, so they are formatted in UTC: no reader's time zone can move them.
 */
export function formatDateRange(start: string, end: string, locale?: string): string {
  const format = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const from = new Date(`${start}T00:00:00Z`);
  const to = new Date(`${end}T00:00:00Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${start} – ${end}`;
  return from.getTime() === to.getTime() ? format.format(from) : format.formatRange(from, to);
}
