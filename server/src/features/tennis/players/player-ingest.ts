import { createHash } from 'node:crypto';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Draw, Tournament } from '@baseline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database.js';
import type { Clock } from '../../../lib/clock.js';
import { HttpError } from '../../../lib/http-error.js';
import { appVersion } from '../../health/app-version.js';
import { demoNationOf } from '../demo/nation-of.js';
import type { TennisData } from '../tennis-data.js';
import { calendarDateAt } from '@baseline/contract/calendar-date';
import { matchesOfDraw, type SeenPlayer } from './draw-matches.js';
import { storeDraw, storedDigests } from './players.repo.js';
import { keyOf, type TournamentIndex } from './tournament-index.js';

type EntrantIds = NonNullable<TennisData['entrantIds']>;

export interface PlayerIngestDeps {
  db: Database;
  /** The source itself (not observed): the demo's season is read through it. */
  data: TennisData;
  tournaments: () => Promise<TournamentIndex>;
  now: Clock;
  log: FastifyBaseLogger;
}

/**
 * Fills the players tables from the draws the source makes. A draw answer's bytes are made once when the
 * draw is generated (demo) or loaded (upstream cache) and then served as the same buffer, so a buffer not seen
 * before is a fresh draw: it is stored in the background, one draw at a time, never failing or slowing the
 * request that read it (a failure is logged, and the next fresh copy tries again).
 *
 * The demo makes its draws on demand, so its seasons are read: every draw of one as of today, once a day
 * (concurrent readers wait for the same reading), but for the draws stored once their tournament was over,
 * which are final. A player page reads the player's own tournaments first, ahead of the season.
 */
export function createPlayerIngest({ db, data, tournaments, now, log }: PlayerIngestDeps) {
  const seen = new WeakSet<Buffer>();
  const known = new Map<string, string>();
  const nationOf = data.source === 'demo' ? demoNationOf : () => '';
  const seasonsRead = new Map<number, { day: string; done: Promise<void>; complete: boolean }>();
  /** Player pages' readings under way: the seasons being read wait for them. */
  const playerReadings = new Set<Promise<void>>();
  let queue: Promise<unknown> = Promise.resolve();
  /**
   * Set when the server closes: a season being read stops at the next draw, and draws still queued are dropped,
   * instead of writing to a closed database.
   */
  let stopped = false;
  /** Bumped by every draw stored: answers made from the tables before are out of date. */
  let version = 0;

  function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
    const run = queue.then(job);
    queue = run.catch(() => undefined);
    return run;
  }

  async function store(body: Buffer): Promise<void> {
    // Draws queued before the server closed are not written to a database that is closing.
    if (stopped || seen.has(body)) return;
    seen.add(body);
    try {
      const draw = JSON.parse(body.toString('utf8')) as Draw;
      const tournament = (await tournaments().catch(() => undefined))?.byYearAndId.get(
        keyOf(draw.TournamentYear, draw.TournamentId),
      );
      const { players, matches } = matchesOfDraw(draw);
      const stored = await storeDraw(db, {
        // Players already written as they are now are not written again with every draw they are in.
        players: players.filter((player) => known.get(player.PlayerId) !== signatureOf(player)),
        matches,
        digest: `${finalMarkOf(tournament)}${createHash('sha1').update(body).digest('base64')}`,
        source: data.source,
        season: draw.TournamentYear,
        tournamentId: draw.TournamentId,
        startDate: tournament?.PlayStartDate ?? '',
        tournamentType: tournament?.TournamentType ?? '',
        nationOf,
        now: now(),
      });
      if (!stored) return;
      for (const player of players) known.set(player.PlayerId, signatureOf(player));
      version += 1;
    } catch (error) {
      seen.delete(body);
      throw error;
    }
  }

  /**
   * What starts the digest of a demo draw made once its tournament was over (the demo's today past its last
   * day): every result is shown then and the draw never changes again (demo/play-days.ts), so a later reading
   * of its season need not make it again. The mark holds the tournament as the calendar gives it and the app's
   * version, so a calendar that changes it (a projected season made real) or a release reads it again.
   */
  function finalMarkOf(tournament: Tournament | undefined): string {
    if (data.today === undefined || tournament === undefined || tournament.PlayEndDate >= data.today()) return '';
    const stamp = createHash('sha1')
      .update(`${appVersion}\n${JSON.stringify(tournament)}`)
      .digest('base64');
    return `final:${stamp}:`;
  }

  /** The draw of the tournament as of today, stored unless it was stored final (see `finalMarkOf`). */
  async function readDraw(tournament: Tournament, stored: Map<string, string>): Promise<void> {
    const mark = finalMarkOf(tournament);
    if (mark !== '' && stored.get(tournament.TournamentId)?.startsWith(mark)) return;
    const answer = await data.draw(tournament.TournamentYear, tournament.TournamentId).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      throw error;
    });
    if (answer) await store(answer.body);
  }

  async function readSeason(year: number): Promise<void> {
    const started = performance.now();
    const stored = await storedDigests(db, data.source, year);
    for (const tournament of (await tournaments()).ofSeason(year)) {
      // A player page waiting for its own tournaments goes before the season's next draw.
      while (playerReadings.size > 0) await Promise.allSettled(playerReadings);
      if (stopped) return;
      await oneAtATime(() => readDraw(tournament, stored));
      // Making a draw is synchronous work: requests are served between two of them.
      await yieldToRequests();
    }
    log.info({ season: year, ms: Math.round(performance.now() - started) }, 'tennis players: demo season read');
  }

  /** The draws of the season's tournaments the player is in (and of those whose players the demo cannot tell). */
  async function readPlayer(year: number, playerId: string, entrantIds: EntrantIds): Promise<void> {
    const stored = await storedDigests(db, data.source, year);
    for (const tournament of (await tournaments()).ofSeason(year)) {
      if (stopped) return;
      if (entrantIds(year, tournament.TournamentId)?.includes(playerId) === false) continue;
      await readDraw(tournament, stored);
    }
  }

  return {
    version: () => version,

    stop: () => {
      stopped = true;
    },

    /** The source, with each fresh draw it answers stored in the background. */
    observe(source: TennisData): TennisData {
      return {
        ...source,
        async draw(year, id) {
          const answer = await source.draw(year, id);
          if (!answer.stale && !seen.has(answer.body)) {
            oneAtATime(() => store(answer.body)).catch((error: unknown) => {
              log.error({ err: error, year, id }, 'tennis players: storing a draw failed');
            });
          }
          return answer;
        },
      };
    },

    /** The demo: every draw of the season stored as of today (at most once a day). The upstream: nothing to do. */
    readSeason(year: number): Promise<void> {
      if (data.source !== 'demo') return Promise.resolve();
      const day = calendarDateAt(now());
      const known = seasonsRead.get(year);
      if (known?.day === day) return known.done;
      const done = readSeason(year);
      const reading = { day, done, complete: false };
      seasonsRead.set(year, reading);
      // A failed reading is tried again by the next page.
      done.then(
        () => {
          reading.complete = !stopped;
        },
        () => seasonsRead.get(year) === reading && seasonsRead.delete(year),
      );
      return done;
    },

    /**
     * The demo: the draws of the player's tournaments in the season stored as of today, ahead of any season
     * being read, so that a player page waits for a few draws, not for the season (which the demo tells
     * without making it). Nothing to do once the season is read today, or for the upstream.
     */
    readPlayer(year: number, playerId: string): Promise<void> {
      const { entrantIds } = data;
      const season = seasonsRead.get(year);
      if (entrantIds === undefined || (season?.complete === true && season.day === calendarDateAt(now()))) {
        return Promise.resolve();
      }
      const reading = oneAtATime(() => readPlayer(year, playerId, entrantIds));
      playerReadings.add(reading);
      const settled = () => playerReadings.delete(reading);
      reading.then(settled, settled);
      return reading;
    },
  };
}

function signatureOf(player: SeenPlayer): string {
  return `${player.FirstName}\n${player.LastName}\n${player.seed ?? ''}`;
}

export type PlayerIngest = ReturnType<typeof createPlayerIngest>;
