import { LRUCache } from 'lru-cache';
import { TENNIS_ERRORS, type Tournament } from '@baseline/contract';
import type { Clock } from '../../../lib/clock.js';
import { HttpError } from '../../../lib/http-error.js';
import { drawBody, seasonsBody, tournamentListBody } from '../answer-body.js';
import { byStartDate, tournamentOf, type CalendarEntry } from '../calendar-entry.js';
import { groupBy } from '../../../lib/group-by.js';
import { seasonsOf } from '../seasons.js';
import type { TennisAnswer, TennisData } from '../tennis-data.js';
import { calendarDateAt } from '@baseline/contract/calendar-date';
import { demoDraw, demoEntrantIds } from './demo-draw.js';
import { demoSeasons } from './projected-seasons.js';
import { demoSeason } from './season-table.js';

/** Draws kept made, by tournament and day: a live draw changes only when the day does. */
const KEPT_DRAWS = 200;
/** Calendars kept, by day: today's, and yesterday's for a request still in flight at midnight. */
const KEPT_DAYS = 2;

/** The demo's calendar as it stands on one day: its seasons (projected ones too) and their answers. */
interface DemoDay {
  byId: Map<string, { entry: CalendarEntry; tournament: Tournament }[]>;
  list: TennisAnswer;
  seasons: TennisAnswer;
  /** Each season's list, made when first asked for (undefined: a season the demo does not have). */
  seasonList(year: number): TennisAnswer | undefined;
}

/**
 * The offline demo season: the real calendars' tournaments, and projected seasons after them, with draws
 * made up on demand for the server's today (`today`: TENNIS_DEMO_TODAY's fixed day, else the clock's) and
 * kept as sent, so that each is generated once a day at most.
 */
export function createDemoData(now: Clock, fixedToday?: string): TennisData {
  const real = demoSeason();
  const days = new LRUCache<string, DemoDay>({ max: KEPT_DAYS });
  // Wrapped: a tournament without a draw today is kept too, and the cache holds no null.
  const draws = new LRUCache<string, { body: Buffer | null }>({ max: KEPT_DRAWS });
  const today = () => fixedToday ?? calendarDateAt(now());

  function dayOf(day: string): DemoDay {
    let kept = days.get(day);
    if (!kept) {
      kept = demoDay(real, day);
      days.set(day, kept);
    }
    return kept;
  }

  const entrantsByEntry = new WeakMap<CalendarEntry, string[] | undefined>();

  function entryOf(year: number, id: string, day: string): CalendarEntry | undefined {
    return dayOf(day)
      .byId.get(id)
      ?.find((candidate) => candidate.entry.TournamentYear === year)?.entry;
  }

  function drawAnswer(entry: CalendarEntry, day: string): Buffer | null {
    const key = `${entry.TournamentYear}:${entry.TournamentId}:${day}`;
    let kept = draws.get(key);
    if (!kept) {
      const draw = demoDraw(entry, day);
      kept = { body: draw && drawBody(draw) };
      draws.set(key, kept);
    }
    return kept.body;
  }

  return {
    source: 'demo',
    tournamentList(season) {
      const day = dayOf(today());
      if (season === undefined) return Promise.resolve(day.list);
      const answer = day.seasonList(season);
      return answer ? Promise.resolve(answer) : Promise.reject(new HttpError(404, TENNIS_ERRORS.seasonNotFound));
    },
    seasons: () => Promise.resolve(dayOf(today()).seasons),
    draw(year, id) {
      const day = today();
      const entry = entryOf(year, id, day);
      if (!entry) return Promise.reject(new HttpError(404, TENNIS_ERRORS.tournamentNotFound));
      const body = drawAnswer(entry, day);
      if (!body) return Promise.reject(new HttpError(404, TENNIS_ERRORS.noDraw));
      return Promise.resolve({ body, stale: false });
    },
    tournamentsWithId: (id) => Promise.resolve((dayOf(today()).byId.get(id) ?? []).map((found) => found.tournament)),
    today,
    entrantIds(year, id) {
      const entry = entryOf(year, id, today());
      if (!entry) return undefined;
      // Every player page asks this of each tournament of the season while the season is read: made once an entry.
      if (!entrantsByEntry.has(entry)) entrantsByEntry.set(entry, demoEntrantIds(entry));
      return entrantsByEntry.get(entry);
    },
  };
}

function demoDay(real: readonly CalendarEntry[], today: string): DemoDay {
  const listed = demoSeasons(real, today).flatMap((season) =>
    season.entries.map((entry) => ({ entry, tournament: tournamentOf(entry, true, season.projected) })),
  );
  const tournaments = listed.map((found) => found.tournament).toSorted(byStartDate);
  const bySeason = groupBy(tournaments, (tournament) => tournament.TournamentYear);
  const seasonLists = new Map<number, TennisAnswer>();
  return {
    byId: groupBy(listed, (found) => found.entry.TournamentId),
    list: { body: tournamentListBody(tournaments), stale: false },
    seasons: { body: seasonsBody(seasonsOf(tournaments, today)), stale: false },
    seasonList(year) {
      const inSeason = bySeason.get(year);
      if (!inSeason) return undefined;
      let answer = seasonLists.get(year);
      if (!answer) {
        answer = { body: tournamentListBody(inSeason), stale: false };
        seasonLists.set(year, answer);
      }
      return answer;
    },
  };
}
