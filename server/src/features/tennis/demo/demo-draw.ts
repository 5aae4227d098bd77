import { tournamentCategory, type DemoDrawRules, type Draw, type DrawEvent } from '@baseline/contract';
import type { CalendarEntry } from '../calendar-entry.js';
import { daysBetween } from '@baseline/contract/calendar-date';
import { statusOf } from '../tournament-status.js';
import { bracketSize, roundLabels } from './bracket.js';
import { demoEvent, type EventSpec, type Progress } from './demo-event.js';
import { doublesField, singlesField, type Entrant } from './entrants.js';
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

  const seed = seedOf(entry);
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
  if (category?.format === 'round-robin') return drawOf(roundRobinEvents(entry, today, rules));

  const fields = fieldsOf(entry, rules);
  const events: DrawEvent[] = [
    demoEvent(
      seededRandom(`${seed}:MS`),
      {
        code: 'MS',
        description: "Men's Singles",
        format: { bestOf: rules.singlesBestOf, matchTiebreak: false },
        field: fields.singles,
      },
      progressOn(entry, today, entry.SinglesDrawSize),
    ),
  ];
  if (fields.doubles) {
    events.push(
      demoEvent(
        seededRandom(`${seed}:MD`),
        {
          code: 'MD',
          description: "Men's Doubles",
          format: { bestOf: 3, matchTiebreak: true },
          field: fields.doubles,
        },
        progressOn(entry, today, entry.DoublesDrawSize),
      ),
    );
  }

  return drawOf(events);
}

/**
 * The ids of the players a tournament's demo draw has, known without making it (its fields do not depend on
 * the day); undefined for a team event, whose players its ties pick.
 */
export function demoEntrantIds(entry: CalendarEntry): string[] | undefined {
  const category = tournamentCategory(entry.TournamentType);
  if (entry.SinglesDrawSize < 2 || category?.format === 'team') return undefined;
  const { singles, doubles = [] } = fieldsOf(entry, category?.draw ?? UNKNOWN_CATEGORY_RULES);
  return [...singles, ...doubles].flatMap((entrant) => entrant.players.map((player) => player.PlayerId));
}

/** What every random choice of a tournament's draw starts from. */
function seedOf(entry: CalendarEntry): string {
  return `${entry.TournamentYear}:${entry.TournamentId}`;
}

/** The singles field and, when the tournament has a doubles draw, the doubles field, as the draw places them. */
function fieldsOf(entry: CalendarEntry, rules: DemoDrawRules): { singles: Entrant[]; doubles?: Entrant[] } {
  const seed = seedOf(entry);
  const roundRobin = tournamentCategory(entry.TournamentType)?.format === 'round-robin';
  const singlesLines = roundRobin ? ROUND_ROBIN_FIELD : entry.SinglesDrawSize;
  const doublesLines = roundRobin ? ROUND_ROBIN_FIELD : entry.DoublesDrawSize;
  const singles = singlesField(seededRandom(`${seed}:MS:field`), rules.directRanks, singlesLines);
  // A round robin needs a full group of pairs; a knockout any two.
  if (entry.DoublesDrawSize < (roundRobin ? ROUND_ROBIN_FIELD : 2)) return { singles };
  return { singles, doubles: doublesField(seededRandom(`${seed}:MD:field`), rules.directRanks, doublesLines) };
}

/** The season finals: singles, and doubles when the calendar has a doubles draw, each in two groups of four. */
function roundRobinEvents(entry: CalendarEntry, today: string, rules: DemoDrawRules): DrawEvent[] {
  const seed = seedOf(entry);
  const days = playDays(entry);
  const over = daysPlayed(entry, today);
  const fields = fieldsOf(entry, rules);
  const singles: EventSpec = {
    code: 'MS',
    description: "Men's Singles",
    format: { bestOf: rules.singlesBestOf, matchTiebreak: false },
    field: fields.singles,
  };
  const events = [roundRobinEvent(seededRandom(`${seed}:MS`), singles, days, over)];
  if (fields.doubles) {
    const doubles: EventSpec = {
      code: 'MD',
      description: "Men's Doubles",
      format: { bestOf: 3, matchTiebreak: true },
      field: fields.doubles,
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
