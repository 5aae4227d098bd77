import { calendarDateAt } from './calendar-date.js';

/**
 * The export's file name, "baseline-export-2026-06-01.zip": the server's download and the web app's save
 * picker suggest the same one. The day is the UTC day of `at` (milliseconds since the epoch).
 */
export function exportFileName(format: 'json' | 'markdown', at: number): string {
  return `baseline-export-${calendarDateAt(at)}.${format === 'json' ? 'json' : 'zip'}`;
}
