import type { PlayerNoteQuery } from '@baseline/contract';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import type { PlayerNotesService } from './player-notes.service.js';

/**
 * The signed-in subscriber's own notes on players (SPEC section 7, and the dossier). The static `player/`
 * segment wins over a tournament id in Fastify's router, so `/player/:playerId` is the dossier and never the
 * note on player `:playerId` at a tournament called "player".
 */
export function playerNotesHandlers(notes: PlayerNotesService): FeatureHandlers<'playerNotes'> {
  return {
    'playerNotes.dossier': (request) => notes.dossier(signedInUser(request).id, request.params.playerId),
    'playerNotes.noted': (request) =>
      notes.notedPlayers(signedInUser(request).id, request.params.tournamentId, yearOf(request.query)),
    'playerNotes.get': (request) =>
      notes.get({ userId: signedInUser(request).id, ...request.params }, yearOf(request.query)),
    'playerNotes.save': (request) =>
      notes.save({ userId: signedInUser(request).id, ...request.params }, yearOf(request.query), request.body),
    'playerNotes.history': (request) =>
      notes.history({ userId: signedInUser(request).id, ...request.params }, yearOf(request.query)),
    'playerNotes.restore': (request) =>
      notes.restore({ userId: signedInUser(request).id, ...request.params }, yearOf(request.query), request.body),
  };
}

const yearOf = ({ year }: PlayerNoteQuery) => (year === undefined ? undefined : Number(year));
