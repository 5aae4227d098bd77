import { createHash } from 'node:crypto';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Draw } from '@baseline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database.js';
import type { Clock } from '../../../lib/clock.js';
import { HttpError } from '../../../lib/http-error.js';
import { demoNationOf } from '../demo/nation-of.js';
import type { TennisData } from '../tennis-data.js';
import { todayOf } from '../tournament-status.js';
import { matchesOfDraw, type SeenPlayer } from './draw-matches.js';
import { storeDraw } from './players.repo.js';
import { keyOf, type TournamentIndex } from './tournament-index.js';

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
 * The demo makes its draws on demand, so a player page reads the whole season first: every draw of it as of
 * today, once a day (concurrent pages wait for the same reading).
 */
export function createPlayerIngest({ db, data, tournaments, now, log }: PlayerIngestDeps) {
  const seen = new WeakSet<Buffer>();
  const known = new Map<string, string>();
  const nationOf = data.source === 'demo' ? demoNationOf : () => '';
  const seasonsRead = new Map<number, { day: string; done: Promise<void> }>();
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
        digest: createHash('sha1').update(body).digest('base64'),
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

  async function readSeason(year: number): Promise<void> {
    const started = performance.now();
    for (const tournament of (await tournaments()).ofSeason(year)) {
      if (stopped) return;
      const answer = await data.draw(year, tournament.TournamentId).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return undefined;
        throw error;
      });
      if (answer) await store(answer.body);
      // Making a draw is synchronous work: requests are served between two of them.
      await yieldToRequests();
    }
    log.info({ season: year, ms: Math.round(performance.now() - started) }, 'tennis players: demo season read');
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
      const day = todayOf(now());
      const known = seasonsRead.get(year);
      if (known?.day === day) return known.done;
      const done = oneAtATime(() => readSeason(year));
      const reading = { day, done };
      seasonsRead.set(year, reading);
      // A failed reading is tried again by the next page.
      done.catch(() => seasonsRead.get(year) === reading && seasonsRead.delete(year));
      return done;
    },
  };
}

function signatureOf(player: SeenPlayer): string {
  return `${player.FirstName}\n${player.LastName}\n${player.seed ?? ''}`;
}

export type PlayerIngest = ReturnType<typeof createPlayerIngest>;
