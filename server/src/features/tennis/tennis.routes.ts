import { DrawParams, DrawResponse, ErrorBody, TENNIS_HEADERS, TournamentListResponse } from '@baseline/contract';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../lib/app-instance.js';
import { errorResponses } from '../../lib/responses.js';
import { guardedRoutes } from '../../lib/route-group.js';
import type { AuthGuards } from '../access/guards.js';
import type { TennisAnswer, TennisData } from './tennis-data.js';
import { clientErrorOf } from './upstream-error.js';

/** The upstream's failures, declared for the docs: 502 it failed or answered garbage, 504 it timed out. */
const upstreamErrors = { 502: ErrorBody, 504: ErrorBody };

/**
 * `/api/atp/*` (SPEC section 7), for subscribers. The answers are bytes made once by the data source: they
 * are sent as they are, without serialising again (the response schemas document them).
 */
export async function tennisRoutes(app: AppInstance, data: TennisData, guards: AuthGuards) {
  function send(reply: FastifyReply, answer: TennisAnswer) {
    reply.header('content-type', 'application/json; charset=utf-8').header(TENNIS_HEADERS.source, data.source);
    if (answer.stale) reply.header(TENNIS_HEADERS.stale, TENNIS_HEADERS.staleValue);
    return reply.send(answer.body);
  }

  await guardedRoutes(app, [guards.requireUser, guards.requireSubscriber], (subscribers) => {
    subscribers.get(
      '/api/atp/tournaments',
      {
        schema: { response: { 200: TournamentListResponse, ...errorResponses(401, 402, 403), ...upstreamErrors } },
      },
      async (_request, reply) => send(reply, await data.tournamentList().catch(rethrowForClient)),
    );

    subscribers.get(
      '/api/atp/draws/:year/:id',
      {
        schema: {
          params: DrawParams,
          response: { 200: DrawResponse, ...errorResponses(400, 401, 402, 403, 404), ...upstreamErrors },
        },
      },
      async (request, reply) => {
        const { year, id } = request.params;
        return send(reply, await data.draw(Number(year), id).catch(rethrowForClient));
      },
    );
  });
}

function rethrowForClient(error: unknown): never {
  throw clientErrorOf(error);
}
