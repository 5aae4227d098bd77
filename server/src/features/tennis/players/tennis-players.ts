import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database.js';
import type { Clock } from '../../../lib/clock.js';
import type { TennisData } from '../tennis-data.js';
import { createPlayerIngest } from './player-ingest.js';
import { tennisPlayersHandlers } from './players.handlers.js';
import { createTennisPlayersService } from './players.service.js';
import { tournamentIndexOf } from './tournament-index.js';

/**
 * The player pages over a tennis source: the source to serve draws from (its fresh draws fill the players
 * tables), the handlers of `/api/atp/players/*`, and the ingest and tournament index the mentions read too.
 */
export function createTennisPlayers({
  db,
  data,
  now,
  log,
}: {
  db: Database;
  data: TennisData;
  now: Clock;
  log: FastifyBaseLogger;
}) {
  const tournaments = tournamentIndexOf(data);
  const ingest = createPlayerIngest({ db, data, tournaments, now, log });
  const service = createTennisPlayersService({ db, source: data.source, ingest, tournaments });
  return {
    data: ingest.observe(data),
    handlers: tennisPlayersHandlers(service, data.source),
    stop: ingest.stop,
    ingest,
    tournaments,
  };
}

export type TennisPlayers = ReturnType<typeof createTennisPlayers>;
