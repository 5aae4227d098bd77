import { TENNIS_HEADERS } from '@baseline/contract';
import type { FastifyReply } from 'fastify';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import type { PlayerRouteName } from './players/players.handlers.js';
import type { TennisAnswer, TennisData } from './tennis-data.js';
import { clientErrorOf } from './upstream-error.js';

/**
 * `/api/atp/*` (SPEC section 7), for subscribers. The answers are bytes made once by the data source: they
 * are sent as they are, without serialising again (the response schemas document them).
 */
export function tennisHandlers(data: TennisData): Omit<FeatureHandlers<'tennis'>, PlayerRouteName> {
  function send(reply: FastifyReply, answer: TennisAnswer) {
    reply.header('content-type', 'application/json; charset=utf-8').header(TENNIS_HEADERS.source, data.source);
    if (answer.stale) reply.header(TENNIS_HEADERS.stale, TENNIS_HEADERS.staleValue);
    if (answer.partial) reply.header(TENNIS_HEADERS.partial, answer.partial);
    return reply.send(answer.body);
  }

  return {
    'tennis.tournaments': async (request, reply) => {
      const { season } = request.query;
      const answer = data.tournamentList(season === undefined ? undefined : Number(season));
      return send(reply, await answer.catch(rethrowForClient));
    },

    'tennis.seasons': async (_request, reply) => send(reply, await data.seasons().catch(rethrowForClient)),

    'tennis.draw': async (request, reply) => {
      const { year, id } = request.params;
      return send(reply, await data.draw(Number(year), id).catch(rethrowForClient));
    },
  };
}

function rethrowForClient(error: unknown): never {
  throw clientErrorOf(error);
}
