import Type from 'typebox';
import Value from 'typebox/value';
import type { CalendarEntry } from '../calendar-entry.js';
import { parseEventDates } from './event-dates.js';

const OptionalText = Type.Optional(Type.Union([Type.String(), Type.Null()]));
const OptionalCount = Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]));

/** The fields read from one of ATP's calendar tournaments; the many others are ignored. */
const UpstreamTournament = Type.Object({
  Id: Type.Union([Type.String({ pattern: '^[A-Za-z0-9-]{1,16}$' }), Type.Integer({ minimum: 0 })]),
  Name: Type.String({ minLength: 1 }),
  Location: OptionalText,
  FormattedDate: Type.String(),
  Type: Type.String({ minLength: 1, maxLength: 16 }),
  Surface: OptionalText,
  PrizeMoneyDetails: OptionalText,
  TotalFinancialCommitment: OptionalText,
  SglDrawSize: OptionalCount,
  DblDrawSize: OptionalCount,
});
type UpstreamTournament = Type.Static<typeof UpstreamTournament>;

/** `GET {ATP_CALENDAR_URL}/tour` and `/challenger`: tournaments grouped by month. */
const CalendarPayload = Type.Object({
  TournamentDates: Type.Array(Type.Object({ Tournaments: Type.Array(Type.Unknown()) })),
});

export interface CalendarReading {
  entries: CalendarEntry[];
  /** Tournaments left out because a field could not be read (logged by the caller). */
  skipped: number;
}

/**
 * ATP's calendar JSON as calendar entries; undefined when the payload is not a calendar or holds no
 * tournament that can be read (a broken answer, not an empty season).
 */
export function readCalendar(payload: unknown): CalendarReading | undefined {
  if (!Value.Check(CalendarPayload, payload)) return undefined;
  const raw = payload.TournamentDates.flatMap((month) => month.Tournaments);
  const entries = raw.flatMap((item) => {
    const entry = Value.Check(UpstreamTournament, item) ? toEntry(item) : undefined;
    return entry ? [entry] : [];
  });
  if (entries.length === 0) return undefined;
  return { entries, skipped: raw.length - entries.length };
}

function toEntry(item: UpstreamTournament): CalendarEntry | undefined {
  const dates = parseEventDates(item.FormattedDate);
  if (!dates) return undefined;
  const { city, country } = splitLocation(item.Location ?? '');
  return {
    TournamentId: String(item.Id),
    // The season a tournament counts for is the year it ends in (United Cup: 27 December 2024 - 5 January 2025).
    TournamentYear: Number(dates.end.slice(0, 4)),
    TournamentTitle: tidy(item.Name),
    TournamentCity: city,
    TournamentLocation: country,
    TournamentType: item.Type.trim(),
    PlayStartDate: dates.start,
    PlayEndDate: dates.end,
    Surface: tidy(item.Surface ?? ''),
    PrizeMoneyDisplay: tidy(item.PrizeMoneyDetails ?? item.TotalFinancialCommitment ?? ''),
    SinglesDrawSize: item.SglDrawSize ?? 0,
    DoublesDrawSize: item.DblDrawSize ?? 0,
  };
}

/** "Cincinnati, United States" → city and country; "Cattolica" (no country given) → city only. */
function splitLocation(location: string): { city: string; country: string } {
  const comma = location.lastIndexOf(',');
  if (comma < 0) return { city: tidy(location), country: '' };
  return { city: tidy(location.slice(0, comma)), country: tidy(location.slice(comma + 1)) };
}

/** The calendar pads some fields ("Clay       ", "Shymkent , Kazakhstan"). */
function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
