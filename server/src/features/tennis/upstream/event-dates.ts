// One module each rather than the package's index, which loads all of date-fns at start-up.
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';

export interface EventDates {
  /** YYYY-MM-DD */
  start: string;
  end: string;
}

// date-fns fills what a format leaves out from this date; every format below names the day.
const REFERENCE = new Date(2000, 0, 1);
const FULL = 'd MMMM, yyyy';

/**
 * The dates of ATP's calendar text, which gives the month and year only where they change: "2 - 11 January,
 * 2026", "18 January - 1 February, 2026", "27 December, 2024 - 5 January, 2025". Undefined for any other text.
 */
export function parseEventDates(text: string): EventDates | undefined {
  const parts = text.split(/\s+[-–]\s+/);
  if (parts.length !== 2) return undefined;
  const [startText = '', endText = ''] = parts.map((part) => part.trim());

  const end = parse(endText, FULL, REFERENCE);
  if (!isValid(end)) return undefined;
  const start = parseStart(startText, end);
  if (!start) return undefined;
  return { start: format(start, 'yyyy-MM-dd'), end: format(end, 'yyyy-MM-dd') };
}

/**
 * The start borrows the end's month and year when it omits them; a start month after the end's month
 * without a year of its own ("28 December - 3 January, 2027") is in the year before.
 */
function parseStart(text: string, end: Date): Date | undefined {
  const year = end.getFullYear();
  const candidates = [
    parse(text, FULL, REFERENCE),
    parse(`${text} ${format(end, 'MMMM')}, ${year}`, FULL, REFERENCE),
    parse(`${text}, ${year}`, FULL, REFERENCE),
    parse(`${text}, ${year - 1}`, FULL, REFERENCE),
  ];
  return candidates.find((date) => isValid(date) && date <= end);
}
