import { LRUCache } from 'lru-cache';
import { TENNIS_ERRORS, type Tournament } from '@baseline/contract';
import type { Clock } from '../../../lib/clock.js';
import { HttpError } from '../../../lib/http-error.js';
import { drawBody, tournamentListBody } from '../answer-body.js';
import { tournamentOf, type CalendarEntry } from '../calendar-entry.js';
import { groupBy } from '../../../lib/group-by.js';
import type { TennisData } from '../tennis-data.js';
import { todayOf } from '../tournament-status.js';
import { demoDraw } from './demo-draw.js';
import { demoSeason } from './season-table.js';

/** Draws kept made, by tournament and day: a live draw changes only when the day does. */
const KEPT_DRAWS = 200;

/**
 * The offline demo season: the real calendars' tournaments, with draws made up on demand for the server's
 * today and kept as sent, so that each is generated once a day at most.
 */
export function createDemoData(now: Clock): TennisData {
  const season = demoSeason();
  const tournaments = season.map((entry) => tournamentOf(entry, true));
  const listAnswer = { body: tournamentListBody(tournaments), stale: false };
  const byId = groupBy(season, (entry) => entry.TournamentId);
  const tournamentsById = groupBy(tournaments, (tournament) => tournament.TournamentId);
  // Wrapped: a tournament without a draw today is kept too, and the cache holds no null.
  const draws = new LRUCache<string, { body: Buffer | null }>({ max: KEPT_DRAWS });

  function drawAnswer(entry: CalendarEntry, today: string): Buffer | null {
    const key = `${entry.TournamentYear}:${entry.TournamentId}:${today}`;
    let kept = draws.get(key);
    if (!kept) {
      const draw = demoDraw(entry, today);
      kept = { body: draw && drawBody(draw) };
      draws.set(key, kept);
    }
    return kept.body;
  }

  return {
    source: 'demo',
    tournamentList: () => Promise.resolve(listAnswer),
    draw(year, id) {
      const entry = byId.get(id)?.find((candidate) => candidate.TournamentYear === year);
      if (!entry) return Promise.reject(new HttpError(404, TENNIS_ERRORS.tournamentNotFound));
      const body = drawAnswer(entry, todayOf(now()));
      if (!body) return Promise.reject(new HttpError(404, TENNIS_ERRORS.noDraw));
      return Promise.resolve({ body, stale: false });
    },
    tournamentsWithId: (id) => Promise.resolve<Tournament[]>(tournamentsById.get(id) ?? []),
  };
}
