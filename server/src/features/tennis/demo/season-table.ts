import { byStartDate, type CalendarEntry } from '../calendar-entry.js';
import { CHALLENGER_2026 } from './season-challenger-2026.js';
import { TOUR_2025 } from './season-tour-2025.js';
import { TOUR_2026 } from './season-tour-2026.js';

const FIELDS = 11;

/** One line of a season table (see season-tour-2025.ts for the columns). */
function entryOf(line: string): CalendarEntry {
  const fields = line.split('|');
  if (fields.length < FIELDS) throw new Error(`demo season line has ${fields.length} fields: ${line}`);
  const [id = '', type = '', start = '', end = '', singles = '', doubles = '', surface = '', prize = ''] = fields;
  const [city = '', country = ''] = fields.slice(8, 10);
  return {
    TournamentId: id,
    // The season a tournament counts for is the year it ends in (United Cup: 27 December 2024 - 5 January 2025).
    TournamentYear: Number(end.slice(0, 4)),
    TournamentTitle: fields.slice(10).join('|'),
    TournamentCity: city,
    TournamentLocation: country,
    TournamentType: type,
    PlayStartDate: start,
    PlayEndDate: end,
    Surface: surface,
    PrizeMoneyDisplay: prize,
    SinglesDrawSize: Number(singles),
    DoublesDrawSize: Number(doubles),
  };
}

/** The demo season's tournaments: the real 2025 and 2026 tour and 2026 challenger calendars, by start date. */
export function demoSeason(): CalendarEntry[] {
  return [TOUR_2025, TOUR_2026, CHALLENGER_2026]
    .flatMap((table) => table.split('\n').filter((line) => line.trim() !== ''))
    .map(entryOf)
    .toSorted(byStartDate);
}
