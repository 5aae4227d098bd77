import { dateTimeFormat } from './intl/dateTimeFormat';

/**
 * An ISO date-time as people read it, in their own language and time zone (e.g. "1 August 2026"),
 * or null when the text is not a date. `locale` and `timeZone` default to the browser's.
 */
export function formatLongDate(iso: string, options: { locale?: string; timeZone?: string } = {}): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(options.locale, { dateStyle: 'long', timeZone: options.timeZone }).format(date);
}
