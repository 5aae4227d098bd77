import { addDays } from '@baseline/contract/calendar-date';
import type { Draw, DrawLine, ResultReason, SetResult } from '@baseline/contract';
import type { CalendarEntry } from '../tennis/calendar-entry.js';
import { DRAW_MADE_DAYS_BEFORE, demoDraw } from '../tennis/demo/demo-draw.js';
import { DEMO_PLAYERS, type DemoPlayer } from '../tennis/demo/player-pool.js';
import { demoSeasons } from '../tennis/demo/projected-seasons.js';
import { demoSeason } from '../tennis/demo/season-table.js';
import { fixturesOf } from '../tennis/players/draw-matches.js';

/** A men's singles match of a draw with both players known; decided or still to play. */
interface SinglesMatch {
  /** Unique within its tournament's edition: the event and the fixture's place. */
  key: string;
  top: DemoPlayer;
  bottom: DemoPlayer;
  roundName: string;
  /** Groups 0, then the rounds (or a team event's stages) from 1. */
  playOrder: number;
  isFinal: boolean;
  /** 1 or 2 once decided. */
  winner: 1 | 2 | null;
  sets: SetResult[];
  reason: ResultReason;
}

/** A decided singles match from its winner's side: sets with the winner's games first. */
export interface PlayedMatch {
  key: string;
  winner: DemoPlayer;
  loser: DemoPlayer;
  roundName: string;
  playOrder: number;
  isFinal: boolean;
  sets: SetResult[];
  reason: ResultReason;
}

/** The demo's men, by id: the diary follows the men's singles, as the draws' main events are. */
const MEN = new Map(DEMO_PLAYERS.map((player) => [player.PlayerId, player]));

/** The order a coach would choose between two events of one week: the bigger event first. */
const PRESTIGE = ['GS', 'WC', '1000', 'UC', 'DCR', 'LVR', '500', '250', 'XXI', 'CH'];

export function prestigeOf(entry: CalendarEntry): number {
  const rank = PRESTIGE.indexOf(entry.TournamentType);
  return rank < 0 ? PRESTIGE.length : rank;
}

/** An event of the tour proper, down to the 500s: the kind a coach has on video. */
export function isTourEvent(entry: CalendarEntry): boolean {
  return prestigeOf(entry) <= PRESTIGE.indexOf('500');
}

/** A Grand Slam, the season's finals or a Masters 1000: the titles a season review lists. */
export function isBigTitle(entry: CalendarEntry): boolean {
  return prestigeOf(entry) <= PRESTIGE.indexOf('1000');
}

/** The season a diary day belongs to, and the one a mention on it opens: the day's year. */
export function seasonOfDay(day: string): number {
  return Number(day.slice(0, 4));
}

/**
 * The demo's tennis as the server shows it on `today` (the seasons, projected ones included), and each draw
 * as it stood at the close of a diary day: who is in it, what is decided, what is still to play. A day's
 * results show in the draw from the next day on, so the close of a day is the next day's draw (today's at
 * most: nothing the server does not show yet). Each draw is made once, as the server makes it.
 */
export function demoCalendar(today: string) {
  const editions = demoSeasons(demoSeason(), today).flatMap((season) => season.entries);
  const byKey = new Map(editions.map((entry) => [keyOf(entry.TournamentYear, entry.TournamentId), entry]));
  const singles = new Map<string, MenSingles>();

  function menSinglesOn(entry: CalendarEntry, day: string): MenSingles {
    // Once the tournament is over its draw no longer changes: every later day reads the same one.
    const shown = [addDays(day, 1), today, addDays(entry.PlayEndDate, 1)].reduce((a, b) => (a < b ? a : b));
    const key = `${keyOf(entry.TournamentYear, entry.TournamentId)}:${shown}`;
    let read = singles.get(key);
    if (!read) {
      const draw = demoDraw(entry, shown);
      read = draw ? menSingles(draw) : { field: [], matches: [] };
      singles.set(key, read);
    }
    return read;
  }

  function singlesOn(entry: CalendarEntry, day: string): SinglesMatch[] {
    return menSinglesOn(entry, day).matches;
  }

  return {
    editions,

    edition(year: number, id: string): CalendarEntry | undefined {
      return byKey.get(keyOf(year, id));
    },

    /**
     * The tournaments of the day's season whose draw is out on `day` and not over, the biggest first: where a
     * coach would be that day. Read from the calendar alone: no draw is made for it.
     */
    around(day: string): CalendarEntry[] {
      const season = seasonOfDay(day);
      const drawMadeBy = addDays(day, DRAW_MADE_DAYS_BEFORE);
      return editions
        .filter(
          (entry) =>
            entry.TournamentYear === season &&
            entry.SinglesDrawSize >= 2 &&
            entry.PlayStartDate <= drawMadeBy &&
            day <= entry.PlayEndDate,
        )
        .toSorted((a, b) => prestigeOf(a) - prestigeOf(b) || a.PlayStartDate.localeCompare(b.PlayStartDate));
    },

    /**
     * The men on a line of the tournament's singles at the close of `day`, best ranked first: the seeds with a
     * bye before their first match too, so the best ranked are the draw's top seeds.
     */
    playersIn(entry: CalendarEntry, day: string): DemoPlayer[] {
      return menSinglesOn(entry, day).field;
    },

    /** The singles matches with both players known but still to play at the close of `day`. */
    toPlayOn(entry: CalendarEntry, day: string): { top: DemoPlayer; bottom: DemoPlayer; roundName: string }[] {
      return singlesOn(entry, day).filter((match) => match.winner === null);
    },

    /** Every singles match of the tournament decided by the close of `day`, in order of play; no walkover. */
    decidedBy(entry: CalendarEntry, day: string): PlayedMatch[] {
      return singlesOn(entry, day)
        .flatMap((match) => (match.winner === null || match.reason === 'W/O' ? [] : [fromWinnerSide(match)]))
        .toSorted((a, b) => a.playOrder - b.playOrder);
    },
  };
}

export type DemoCalendar = ReturnType<typeof demoCalendar>;

function keyOf(year: number, id: string): string {
  return `${year}:${id}`;
}

/** A draw's men's singles: every man alone on a line, best ranked first, and the matches with both known. */
interface MenSingles {
  field: DemoPlayer[];
  matches: SinglesMatch[];
}

/** One man a side, in the singles event or a team tie's singles rubber. */
function menSingles(draw: Draw): MenSingles {
  const field = new Set<DemoPlayer>();
  const matches: SinglesMatch[] = [];
  for (const event of draw.Associations.flatMap((association) => association.Events)) {
    for (const placed of fixturesOf(event)) {
      const { DrawLineTop: topLine, DrawLineBottom: bottomLine, Result: result } = placed.fixture;
      const top = manAlone(topLine);
      const bottom = manAlone(bottomLine);
      if (top) field.add(top);
      if (bottom) field.add(bottom);
      if (!top || !bottom) continue;
      matches.push({
        key: `${event.EventTypeCode}:${placed.key}`,
        top,
        bottom,
        roundName: placed.roundName,
        playOrder: placed.playOrder,
        isFinal: placed.isFinal,
        winner: result?.Winner ?? null,
        sets: result?.SetResults ?? [],
        reason: result?.Reason ?? null,
      });
    }
  }
  return { field: [...field].toSorted((a, b) => a.rank - b.rank), matches };
}

/** The demo man alone on a line; none for a bye, a line not known yet, a pair or a woman. */
function manAlone(line: DrawLine | null): DemoPlayer | undefined {
  return line?.Players.length === 1 ? MEN.get(line.Players[0]?.PlayerId ?? '') : undefined;
}

function fromWinnerSide(match: SinglesMatch): PlayedMatch {
  const topWon = match.winner === 1;
  return {
    key: match.key,
    winner: topWon ? match.top : match.bottom,
    loser: topWon ? match.bottom : match.top,
    roundName: match.roundName,
    playOrder: match.playOrder,
    isFinal: match.isFinal,
    sets: topWon
      ? match.sets
      : match.sets.map((set) => ({
          GamesA: set.GamesB,
          GamesB: set.GamesA,
          TiebreakA: set.TiebreakB,
          TiebreakB: set.TiebreakA,
        })),
    reason: match.reason,
  };
}
