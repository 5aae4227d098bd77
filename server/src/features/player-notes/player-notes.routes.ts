import {
  NotedPlayersResponse,
  PlayerDossierParams,
  PlayerDossierResponse,
  PlayerNoteParams,
  PlayerNoteResponse,
  SavePlayerNoteBody,
  TournamentNotesParams,
} from '@baseline/contract';
import type { AppInstance } from '../../lib/app-instance.js';
import { errorResponses } from '../../lib/responses.js';
import { guardedRoutes } from '../../lib/route-group.js';
import { signedInUser, type AuthGuards } from '../access/guards.js';
import type { PlayerNotesService } from './player-notes.service.js';

/**
 * `/api/player-notes/*`: the signed-in subscriber's own notes on players (SPEC section 7, and the dossier).
 * The static `player/` segment wins over a tournament id in Fastify's router, so `/player/:playerId` is the
 * dossier and never the note on player `:playerId` at a tournament called "player".
 */
export async function playerNotesRoutes(app: AppInstance, notes: PlayerNotesService, guards: AuthGuards) {
  await guardedRoutes(app, [guards.requireUser, guards.requireSubscriber], (subscribers) => {
    subscribers.get(
      '/api/player-notes/player/:playerId',
      {
        schema: {
          params: PlayerDossierParams,
          response: { 200: PlayerDossierResponse, ...errorResponses(400, 401, 402, 403) },
        },
      },
      (request) => notes.dossier(signedInUser(request).id, request.params.playerId),
    );

    subscribers.get(
      '/api/player-notes/:tournamentId',
      {
        schema: {
          params: TournamentNotesParams,
          response: { 200: NotedPlayersResponse, ...errorResponses(400, 401, 402, 403) },
        },
      },
      (request) => notes.notedPlayers(signedInUser(request).id, request.params.tournamentId),
    );

    subscribers.get(
      '/api/player-notes/:tournamentId/:playerId',
      {
        schema: {
          params: PlayerNoteParams,
          response: { 200: PlayerNoteResponse, ...errorResponses(400, 401, 402, 403) },
        },
      },
      (request) => notes.get({ userId: signedInUser(request).id, ...request.params }),
    );

    subscribers.post(
      '/api/player-notes/:tournamentId/:playerId',
      {
        schema: {
          params: PlayerNoteParams,
          body: SavePlayerNoteBody,
          response: { 200: PlayerNoteResponse, ...errorResponses(400, 401, 402, 403, 413) },
        },
      },
      (request) => notes.save({ userId: signedInUser(request).id, ...request.params }, request.body),
    );
  });
}
