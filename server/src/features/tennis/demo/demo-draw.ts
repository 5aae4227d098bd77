import { tournamentCategory, type DemoDrawRules, type Draw, type DrawEvent } from '@baseline/contract';
import type { CalendarEntry } from '../calendar-entry.js';
import { daysBetween, statusOf } from '../tournament-status.js';
import { bracketSize, roundLabels } from './bracket.js';
import { demoEvent, type EventSpec, type Progress } from './demo-event.js';
import { doublesField, singlesField } from './entrants.js';
import { daysPlayed, playDays } from './play-days.js';
import { seededRandom } from './prng.js';
import { ROUND_ROBIN_FIELD, roundRobinEvent } from './round-robin-event.js';
import { teamEvent } from './team-events.js';

export const ASSOCIATION_NAME = 'ATP';

/** The draw is made and published this many days before play starts; before that there is none. */
export const DRAW_MADE_DAYS_BEFORE = 3;

/** For a category the catalogue does not name: a knockout drawn from the middle of the rankings. */
const UNKNOWN_CATEGORY_RULES: DemoDrawRules = { singlesBestOf: 3, directRanks: [40, 300] };

/**
 * The demo draw of a tournament as it stands on `today` (YYYY-MM-DD), or null when it has none: a draw not
 * made yet (or a calendar line without a draw size). The same tournament and day always give the same draw.
 */
export function demoDraw(entry: CalendarEntry, today: string): Draw | null {
  const category = tournamentCategory(entry.TournamentType);
  if (entry.SinglesDrawSize < 2) return null;
  if (daysBetween(today, entry.PlayStartDate) > DRAW_MADE_DAYS_BEFORE) return null;

  const seed = `${entry.TournamentYear}:${entry.TournamentId}`;
  const drawOf = (events: DrawEvent[]): Draw => ({
    TournamentId: entry.TournamentId,
    TournamentYear: entry.TournamentYear,
    Location: entry.TournamentCity,
    IsDemo: true,
    Associations: [{ AssociationName: ASSOCIATION_NAME, Events: events }],
  });

  if (category?.format === 'team') {
    const event = teamEvent(entry, today);
    return event && drawOf([event]);
  }
  const rules = category?.draw ?? UNKNOWN_CATEGORY_RULES;
  if (category?.format === 'round-robin') return drawOf(roundRobinEvents(entry, today, rules, seed));

  const singlesLines = entry.SinglesDrawSize;
  const doublesLines = entry.DoublesDrawSize;
  const events: DrawEvent[] = [
    demoEvent(
      seededRandom(`${seed}:MS`),
      {
        code: 'MS',
        description: "Men's Singles",
        format: { bestOf: rules.singlesBestOf, matchTiebreak: false },
        field: singlesField(seededRandom(`${seed}:MS:field`), rules.directRanks, singlesLines),
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
          field: doublesField(seededRandom(`${seed}:MD:field`), rules.directRanks, doublesLines),
        },
        progressOn(entry, today, doublesLines),
      ),
    );
  }

  return drawOf(events);
}

/** The season finals: singles, and doubles when the calendar has a doubles draw, each in two groups of four. */
function roundRobinEvents(entry: CalendarEntry, today: string, rules: DemoDrawRules, seed: string): DrawEvent[] {
  const days = playDays(entry);
  const over = daysPlayed(entry, today);
  const singles: EventSpec = {
    code: 'MS',
    description: "Men's Singles",
    format: { bestOf: rules.singlesBestOf, matchTiebreak: false },
    field: singlesField(seededRandom(`${seed}:MS:field`), rules.directRanks, ROUND_ROBIN_FIELD),
  };
  const events = [roundRobinEvent(seededRandom(`${seed}:MS`), singles, days, over)];
  if (entry.DoublesDrawSize >= ROUND_ROBIN_FIELD) {
    const doubles: EventSpec = {
      code: 'MD',
      description: "Men's Doubles",
      format: { bestOf: 3, matchTiebreak: true },
      field: doublesField(seededRandom(`${seed}:MD:field`), rules.directRanks, ROUND_ROBIN_FIELD),
    };
    events.push(roundRobinEvent(seededRandom(`${seed}:MD`), doubles, days, over));
  }
  return events;
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
