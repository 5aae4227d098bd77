import { EXPORT_MESSAGES, type ExportQuery, type ExportRange } from '@baseline/contract';
import { isCalendarDate } from '@baseline/contract/calendar-date';
import { HttpError } from '../../lib/http-error.js';

/** The range a query asks for: each date absent or empty means unbounded; 400 naming a bad date or order. */
export function exportRangeOf(query: ExportQuery): ExportRange {
  const date = (field: 'from' | 'to') => {
    const value = query[field] ?? '';
    if (value === '') return null;
    if (!isCalendarDate(value)) throw new HttpError(400, EXPORT_MESSAGES.badDate(field));
    return value;
  };
  const range = { from: date('from'), to: date('to') };
  if (range.from !== null && range.to !== null && range.from > range.to) {
    throw new HttpError(400, EXPORT_MESSAGES.reversed);
  }
  return range;
}
