import { TENNIS_ERRORS, TENNIS_HEADERS, type Tournament, type TournamentListResponse } from '@baseline/contract';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../../lib/clock.js';
import { HttpError } from '../../../lib/http-error.js';
import {
  drawBody,
  formatNotShownBody,
  isFormatNotShown,
  seasonsBody,
  staleDrawBody,
  tournamentListBody,
} from '../answer-body.js';
import type { AnswerCache } from '../cache/answer-cache.js';
import { CACHE_TTL_MS, drawTtlMs } from '../cache/ttl-policy.js';
import { byStartDate, tournamentOf } from '../calendar-entry.js';
import { ASSOCIATION_NAME } from '../demo/demo-draw.js';
import { groupBy } from '../../../lib/group-by.js';
import { seasonsOf } from '../seasons.js';
import type { TennisAnswer, TennisData } from '../tennis-data.js';
import { calendarDateAt } from '@baseline/contract/calendar-date';
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

interface ListIndex {
  /** The parts of the list it was read from, and when the older of them was stored. */
  madeFrom: string;
  storedAt: number;
  byId: Map<string, Tournament[]>;
  years: Set<number>;
  /** Every calendar is in it (fresh or its last good copy): an id it does not list is not the upstream's. */
  complete: boolean;
  bySeason: Map<number, Tournament[]>;
  /** Each season's list as bytes, made once per copy of the list, when first asked for. */
  seasonBodies: Map<number, Buffer>;
}

interface ListAnswer extends TennisAnswer {
  madeFrom: string;
  storedAt: number;
  /** The challenger calendar is in it, fresh or as its last good copy. */
  complete: boolean;
}

/** Draws of a format not shown, already logged: once per tournament, not per request. */
const MAX_LOGGED_FORMATS = 1_000;

/** ATP's calendars and TennisTV's draws behind the cache. */
export function createUpstreamData({ urls, timeoutMs, cache, now, log }: UpstreamDataDeps): TennisData {
  let index: ListIndex | undefined;
  let combined: { madeFrom: string; body: Buffer } | undefined;
  const loggedFormats = new LRUCache<string, true>({ max: MAX_LOGGED_FORMATS });

  async function loadCalendar(name: 'tour' | 'challenger'): Promise<Buffer> {
    const payload = await fetchJson(`${urls.calendarUrl}/${name}`, timeoutMs);
    const reading = payload === NOT_FOUND ? undefined : readCalendar(payload);
    if (!reading) throw new UpstreamError('failed', `the ${name} calendar is not an ATP calendar`);
    if (reading.skipped > 0) log.warn({ skipped: reading.skipped }, 'tennis: calendar tournaments left out');
    return tournamentListBody(reading.entries.map((entry) => tournamentOf(entry, false)));
  }

  /**
   * The list is made of two calendars, each cached on its own: the tour calendar is the list (without it, the
   * last good list or a 502); the challenger calendar, when it fails, is its last good copy or left out, and
   * the answer says so (`partial`) while the tour part is still served. The two are merged once per pair of
   * copies, not per request.
   */
  async function tournamentList(): Promise<ListAnswer> {
    const [tour, challenger] = await Promise.all([
      cache.get('calendar:tour', CACHE_TTL_MS.tournaments, () => loadCalendar('tour')),
      // Its failure is logged by the cache, and asked again after RETRY_AFTER_FAILURE_MS.
      cache
        .get('calendar:challenger', CACHE_TTL_MS.tournaments, () => loadCalendar('challenger'))
        .catch(() => undefined),
    ]);
    if (!tour.body) throw new UpstreamError('failed', 'no tour calendar');
    const madeFrom = `${tour.storedAt}:${challenger?.body ? challenger.storedAt : 'none'}`;
    if (combined?.madeFrom !== madeFrom) {
      const parts = [tour.body, challenger?.body].flatMap((body) =>
        body ? [JSON.parse(body.toString('utf8')) as TournamentListResponse] : [],
      );
      combined = { madeFrom, body: tournamentListBody(parts.flat().toSorted(byStartDate)) };
    }
    const partial = !challenger?.body || challenger.stale ? TENNIS_HEADERS.partialChallenger : undefined;
    return {
      body: combined.body,
      stale: tour.stale || challenger?.stale === true,
      partial,
      madeFrom,
      storedAt: Math.min(tour.storedAt, challenger?.storedAt ?? tour.storedAt),
      complete: challenger?.body !== undefined && challenger.body !== null,
    };
  }

  /**
   * The list as an index, read back from our own bytes once per copy of it (not validated again). While the
   * copy it was read from is fresh, the cache is not even asked: a draw request costs one cache look-up.
   */
  async function listIndex(): Promise<ListIndex> {
    if (index?.complete && now() < index.storedAt + CACHE_TTL_MS.tournaments) return index;
    return indexOf(await tournamentList());
  }

  function indexOf(answer: ListAnswer): ListIndex {
    if (index?.madeFrom !== answer.madeFrom) {
      const list = JSON.parse(answer.body.toString('utf8')) as TournamentListResponse;
      const bySeason = groupBy(list, (tournament) => tournament.TournamentYear);
      index = {
        madeFrom: answer.madeFrom,
        storedAt: answer.storedAt,
        byId: groupBy(list, (tournament) => tournament.TournamentId),
        years: new Set(bySeason.keys()),
        complete: answer.complete,
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
    return { body, stale: answer.stale, partial: answer.partial };
  }

  async function loadDraw(year: number, id: string, location: string): Promise<Buffer | null> {
    const payload = await fetchJson(drawsUrlFor(urls.drawsUrl, year, id), timeoutMs);
    if (payload === NOT_FOUND) return null;
    const reading = readTennisTvDraws(payload) ?? readResultsArchive(payload);
    if (!reading) throw new UpstreamError('failed', 'the draws service answered something that is not a draw');
    if (reading.kind === 'format-not-shown') {
      if (!loggedFormats.has(`${year}:${id}`)) {
        loggedFormats.set(`${year}:${id}`, true);
        log.warn({ year, id, why: reading.why }, 'tennis: a draw of a format not shown');
      }
      return formatNotShownBody();
    }
    if (reading.skipped.length > 0) log.warn({ year, id, skipped: reading.skipped }, 'tennis: draw parts left out');
    if (reading.events.length === 0) return null;
    return drawBody({
      TournamentId: id,
      TournamentYear: year,
      Location: location,
      IsDemo: false,
      Associations: [{ AssociationName: ASSOCIATION_NAME, Events: reading.events }],
    });
  }

  return {
    source: 'upstream',

    async tournamentList(season) {
      const { body, stale, partial } = await (season === undefined ? tournamentList() : seasonList(season));
      return partial ? { body, stale, partial } : { body, stale };
    },

    async seasons() {
      const answer = await tournamentList();
      const seasons = seasonsOf([...indexOf(answer).bySeason.values()].flat(), calendarDateAt(now()));
      return { body: seasonsBody(seasons), stale: answer.stale };
    },

    async draw(year, id) {
      // The list refines the draw (its place, its cache time, which 404) and spares the upstream questions
      // about ids its season does not have; without it the draw is still asked for (its failure is logged),
      // and kept only briefly, so that its heading and cache time are set right once the list is back.
      const known = await listIndex().catch(() => undefined);
      const sameId = known?.byId.get(id) ?? [];
      const tournament = sameId.find((candidate) => candidate.TournamentYear === year);
      if (known?.complete && known.years.has(year) && !tournament) {
        throw new HttpError(404, TENNIS_ERRORS.tournamentNotFound);
      }

      const location = (tournament ?? sameId[0])?.TournamentCity ?? `Tournament ${id}`;
      const ttlMs = known?.complete || tournament ? drawTtlMs(tournament, year, now()) : CACHE_TTL_MS.unlistedDraw;
      const answer = await cache.get(`draw:${year}:${id}`, ttlMs, () => loadDraw(year, id, location));
      if (answer.body && isFormatNotShown(answer.body)) throw new HttpError(404, TENNIS_ERRORS.formatNotShown);
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
