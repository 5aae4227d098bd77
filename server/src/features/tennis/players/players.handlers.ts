import { TENNIS_HEADERS } from '@baseline/contract';
import type { FastifyReply } from 'fastify';
import type { FeatureHandlers } from '../../../lib/register-routes.js';
import { clientErrorOf } from '../upstream-error.js';
import type { TennisPlayersService } from './players.service.js';

export type PlayerRouteName = 'tennis.playerSearch' | 'tennis.player' | 'tennis.headToHead';

/** `/api/atp/players/*`: a player page and a head-to-head are bytes made once, sent as they are. */
export function tennisPlayersHandlers(
  players: TennisPlayersService,
  source: string,
): Pick<FeatureHandlers<'tennis'>, PlayerRouteName> {
  function send(reply: FastifyReply, body: Buffer) {
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header(TENNIS_HEADERS.source, source)
      .send(body);
  }

  return {
    'tennis.playerSearch': (request) => players.search(request.query.q),
    'tennis.player': async (request, reply) =>
      send(reply, await players.player(request.params.playerId, request.query.season).catch(rethrowForClient)),
    'tennis.headToHead': async (request, reply) =>
      send(reply, await players.headToHead(request.params.playerId, request.params.opponentId).catch(rethrowForClient)),
  };
}

function rethrowForClient(error: unknown): never {
  throw clientErrorOf(error);
}
