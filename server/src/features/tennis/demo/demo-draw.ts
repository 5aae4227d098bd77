import { tournamentCategory, type DemoDrawRules, type Draw, type DrawEvent } from '@baseline/contract';
import type { CalendarEntry } from '../calendar-entry.js';
import { daysBetween, statusOf } from '../tournament-status.js';
import { bracketSize, roundLabels } from './bracket.js';
import { demoEvent, type Progress } from './demo-event.js';
import { doublesField, singlesField } from './entrants.js';
import { seededRandom } from './prng.js';

export const ASSOCIATION_NAME = 'ATP';

/** The draw is made and published this many days before play starts; before that there is none. */
export const DRAW_MADE_DAYS_BEFORE = 3;

const FINALS_KNOCKOUT_LINES = 4;

/** For a category the catalogue does not name: a knockout drawn from the middle of the rankings. */
const UNKNOWN_CATEGORY_RULES: DemoDrawRules = { roundRobinFinals: false, singlesBestOf: 3, directRanks: [40, 300] };

/**
 * The demo draw of a tournament as it stands on `today` (YYYY-MM-DD), or null when it has none: a team
 * event, or a draw not made yet. The same tournament and day always give the same draw.
 */
export function demoDraw(entry: CalendarEntry, today: string): Draw | null {
  const category = tournamentCategory(entry.TournamentType);
  if (category?.draw === null || entry.SinglesDrawSize < 2) return null;
  if (daysBetween(today, entry.PlayStartDate) > DRAW_MADE_DAYS_BEFORE) return null;

  const rules = category?.draw ?? UNKNOWN_CATEGORY_RULES;
  const seed = `${entry.TournamentYear}:${entry.TournamentId}`;
  const finals = rules.roundRobinFinals;
  const singlesLines = finals ? FINALS_KNOCKOUT_LINES : entry.SinglesDrawSize;
  const doublesLines = finals ? Math.min(FINALS_KNOCKOUT_LINES, entry.DoublesDrawSize) : entry.DoublesDrawSize;

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
