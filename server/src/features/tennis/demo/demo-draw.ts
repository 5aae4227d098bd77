import type { Draw, DrawEvent } from '@baseline/contract';
import type { CalendarEntry } from '../calendar-entry.js';
import { daysBetween, statusOf } from '../tournament-status.js';
import { bracketSize, roundLabels } from './bracket.js';
import { demoEvent, type Progress } from './demo-event.js';
import { doublesField, singlesField } from './entrants.js';
import { seededRandom } from './prng.js';

export const ASSOCIATION_NAME = 'ATP';

/** The draw is made and published this many days before play starts; before that there is none. */
export const DRAW_MADE_DAYS_BEFORE = 3;

/** Team events (United Cup, Davis Cup, Laver Cup) have ties, not a draw. */
const TEAM_EVENTS = new Set(['UC', 'DCR', 'LVR']);

/** The season finals (ATP Finals, Next Gen Finals) begin with round-robin groups: their draw is the knockout. */
const ROUND_ROBIN_FINALS = new Set(['WC', 'XXI']);
const FINALS_KNOCKOUT_LINES = 4;

/**
 * The demo draw of a tournament as it stands on `today` (YYYY-MM-DD), or null when it has none: a team
 * event, or a draw not made yet. The same tournament and day always give the same draw.
 */
export function demoDraw(entry: CalendarEntry, today: string): Draw | null {
  if (TEAM_EVENTS.has(entry.TournamentType) || entry.SinglesDrawSize < 2) return null;
  if (daysBetween(today, entry.PlayStartDate) > DRAW_MADE_DAYS_BEFORE) return null;

  const seed = `${entry.TournamentYear}:${entry.TournamentId}`;
  const finals = ROUND_ROBIN_FINALS.has(entry.TournamentType);
  const singlesLines = finals ? FINALS_KNOCKOUT_LINES : entry.SinglesDrawSize;
  const doublesLines = finals ? Math.min(FINALS_KNOCKOUT_LINES, entry.DoublesDrawSize) : entry.DoublesDrawSize;
  const category = entry.TournamentType;

  const events: DrawEvent[] = [
    demoEvent(
      seededRandom(`${seed}:MS`),
      {
        code: 'MS',
        description: "Men's Singles",
        format: { bestOf: category === 'GS' ? 5 : 3, matchTiebreak: false },
        field: singlesField(seededRandom(`${seed}:MS:field`), category, singlesLines),
      },
      progressOn(entry, today, singlesLines),
    ),
  ];
  if (doublesLines >= 2) {
    events.push(
      demoEvent(
        seededRandom(`${seed}:MD`),
        {
          code: 'MD',
          description: "Men's Doubles",
          format: { bestOf: 3, matchTiebreak: true },
          field: doublesField(seededRandom(`${seed}:MD:field`), category, doublesLines),
        },
        progressOn(entry, today, doublesLines),
      ),
    );
  }

  return {
    TournamentId: entry.TournamentId,
    TournamentYear: entry.TournamentYear,
    Location: entry.TournamentCity,
    IsDemo: true,
    Associations: [{ AssociationName: ASSOCIATION_NAME, Events: events }],
  };
}

/**
 * How far an event has got on `today`: the rounds spread evenly over the days of play, so the final is
 * played on the last day and, while the tournament is live, the later rounds are still to come.
 */
export function progressOn(entry: CalendarEntry, today: string, lines: number): Progress {
  const rounds = roundLabels(bracketSize(lines)).length;
  switch (statusOf(entry, today)) {
    case 'upcoming':
      return { fullRounds: 0, partial: 0 };
    case 'past':
      return { fullRounds: rounds, partial: 0 };
    case 'live': {
      const days = daysBetween(entry.PlayStartDate, entry.PlayEndDate) + 1;
      const done = (rounds * daysBetween(entry.PlayStartDate, today)) / days;
      return { fullRounds: Math.floor(done), partial: done - Math.floor(done) };
    }
  }
}
