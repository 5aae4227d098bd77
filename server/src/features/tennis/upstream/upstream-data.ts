import { TENNIS_ERRORS, type DrawEvent, type Tournament, type TournamentListResponse } from '@baseline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock.js';
import { HttpError } from '../../../lib/http-error.js';
import { drawBody, seasonsBody, staleDrawBody, tournamentListBody } from '../answer-body.js';
import type { AnswerCache, CachedAnswer } from '../cache/answer-cache.js';
import { CACHE_TTL_MS, drawTtlMs } from '../cache/ttl-policy.js';
import { byStartDate, tournamentOf } from '../calendar-entry.js';
import { ASSOCIATION_NAME } from '../demo/demo-draw.js';
import { groupBy } from '../../../lib/group-by.js';
import { seasonsOf } from '../seasons.js';
import type { TennisAnswer, TennisData } from '../tennis-data.js';
import { todayOf } from '../tournament-status.js';
import { UpstreamError } from '../upstream-error.js';
import { readCalendar } from './calendar.adapter.js';
import { fetchJson, NOT_FOUND } from './fetch-json.js';
import { readResultsArchive } from './results-archive.adapter.js';
import { readTennisTvDraws } from './tennistv.adapter.js';

export interface UpstreamUrls {
  /** ATP's calendars: `{calendarUrl}/tour` and `{calendarUrl}/challenger`. */
  calendarUrl: string;
  /** TennisTV's `{drawsUrl}/tournaments/{id}/{year}/draws`, or a template with `{id}` and `{year}`. */
  drawsUrl: string;
}

export interface UpstreamDataDeps {
  urls: UpstreamUrls;
  timeoutMs: number;
  cache: AnswerCache;
  now: Clock;
  log: FastifyBaseLogger;
}

const CALENDARS = ['tour', 'challenger'] as const;

interface ListIndex {
  storedAt: number;
  byId: Map<string, Tournament[]>;
  years: Set<number>;
  bySeason: Map<number, Tournament[]>;
  /** Each season's list as bytes, made once per copy of the list, when first asked for. */
  seasonBodies: Map<number, Buffer>;
}

/** ATP's calendars and TennisTV's draws behind the cache. */
export function createUpstreamData({ urls, timeoutMs, cache, now, log }: UpstreamDataDeps): TennisData {
  let index: ListIndex | undefined;

  async function loadTournamentList(): Promise<Buffer> {
    const payloads = await Promise.all(CALENDARS.map((name) => fetchJson(`${urls.calendarUrl}/${name}`, timeoutMs)));
    const tournaments = payloads.flatMap((payload, at) => {
      const reading = payload === NOT_FOUND ? undefined : readCalendar(payload);
      if (!reading) throw new UpstreamError('failed', `the ${CALENDARS[at] ?? ''} calendar is not an ATP calendar`);
      if (reading.skipped > 0) log.warn({ skipped: reading.skipped }, 'tennis: calendar tournaments left out');
      return reading.entries.map((entry) => tournamentOf(entry, false));
    });
    return tournamentListBody(tournaments.toSorted(byStartDate));
  }

  async function tournamentList(): Promise<CachedAnswer & { body: Buffer }> {
    const answer = await cache.get('tournaments', CACHE_TTL_MS.tournaments, loadTournamentList);
    if (!answer.body) throw new UpstreamError('failed', 'no tournament list');
    return { ...answer, body: answer.body };
  }

  /**
   * The list as an index, read back from our own bytes once per copy of it (not validated again). While the
   * copy it was read from is fresh, the cache is not even asked: a draw request costs one cache look-up.
   */
  async function listIndex(): Promise<ListIndex> {
    if (index && now() < index.storedAt + CACHE_TTL_MS.tournaments) return index;
    return indexOf(await tournamentList());
  }

  function indexOf(answer: CachedAnswer & { body: Buffer }): ListIndex {
    if (index?.storedAt !== answer.storedAt) {
      const list = JSON.parse(answer.body.toString('utf8')) as TournamentListResponse;
      const bySeason = groupBy(list, (tournament) => tournament.TournamentYear);
      index = {
        storedAt: answer.storedAt,
        byId: groupBy(list, (tournament) => tournament.TournamentId),
        years: new Set(bySeason.keys()),
        bySeason,
        seasonBodies: new Map(),
      };
    }
    return index;
  }

  /** One season's list, stale when the whole list is; a season the calendars do not give is a 404. */
  async function seasonList(season: number): Promise<TennisAnswer> {
    const answer = await tournamentList();
    const known = indexOf(answer);
    const tournaments = known.bySeason.get(season);
    if (!tournaments) throw new HttpError(404, TENNIS_ERRORS.seasonNotFound);
    let body = known.seasonBodies.get(season);
    if (!body) {
      body = tournamentListBody(tournaments);
      known.seasonBodies.set(season, body);
    }
    return { body, stale: answer.stale };
  }

  async function loadDraw(year: number, id: string, location: string): Promise<Buffer | null> {
    const payload = await fetchJson(drawsUrlFor(urls.drawsUrl, year, id), timeoutMs);
    if (payload === NOT_FOUND) return null;
    const events = readDrawEvents(payload);
    if (events.length === 0) return null;
    return drawBody({
      TournamentId: id,
      TournamentYear: year,
      Location: location,
      IsDemo: false,
      Associations: [{ AssociationName: ASSOCIATION_NAME, Events: events }],
    });
  }

  return {
    source: 'upstream',

    async tournamentList(season) {
      if (season !== undefined) return seasonList(season);
      const { body, stale } = await tournamentList();
      return { body, stale };
    },

    async seasons() {
      const answer = await tournamentList();
      const seasons = seasonsOf([...indexOf(answer).bySeason.values()].flat(), todayOf(now()));
      return { body: seasonsBody(seasons), stale: answer.stale };
    },

    async draw(year, id) {
      // The list refines the draw (its place, its cache time, which 404) and spares the upstream questions
      // about ids its season does not have; without it the draw is still asked for (its failure is logged).
      const known = await listIndex().catch(() => undefined);
      const sameId = known?.byId.get(id) ?? [];
      const tournament = sameId.find((candidate) => candidate.TournamentYear === year);
      if (known?.years.has(year) && !tournament) throw new HttpError(404, TENNIS_ERRORS.tournamentNotFound);

      const location = (tournament ?? sameId[0])?.TournamentCity ?? `Tournament ${id}`;
      const answer = await cache.get(`draw:${year}:${id}`, drawTtlMs(tournament, year, now()), () =>
        loadDraw(year, id, location),
      );
      if (!answer.body) {
        throw new HttpError(404, tournament ? TENNIS_ERRORS.noDraw : TENNIS_ERRORS.tournamentNotFound);
      }
      return { body: answer.stale ? staleDrawBody(answer.body) : answer.body, stale: answer.stale };
    },

    async tournamentsWithId(id) {
      return (await listIndex()).byId.get(id) ?? [];
    },
  };
}

function drawsUrlFor(drawsUrl: string, year: number, id: string): string {
  const safeId = encodeURIComponent(id);
  if (drawsUrl.includes('{id}')) return drawsUrl.replaceAll('{id}', safeId).replaceAll('{year}', String(year));
  return `${drawsUrl}/tournaments/${safeId}/${year}/draws`;
}

/** TennisTV's draws, or ATP's results archive (a finished tournament's matches) when the URL points there. */
function readDrawEvents(payload: unknown): DrawEvent[] {
  const events = readTennisTvDraws(payload) ?? readResultsArchive(payload);
  if (!events) throw new UpstreamError('failed', 'the draws service answered something that is not a draw');
  return events;
}
