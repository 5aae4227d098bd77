import Type from 'typebox';
import { PLAYER_NOTE_MAX_LENGTH } from './limits.js';
import { TennisId } from './tennis.js';

export const PlayerNoteParams = Type.Object({ tournamentId: TennisId, playerId: TennisId });
export type PlayerNoteParams = Type.Static<typeof PlayerNoteParams>;

export const TournamentNotesParams = Type.Object({ tournamentId: TennisId });
export type TournamentNotesParams = Type.Static<typeof TournamentNotesParams>;

export const PlayerDossierParams = Type.Object({ playerId: TennisId });
export type PlayerDossierParams = Type.Static<typeof PlayerDossierParams>;

/** The season a note is on, as the note route and the import take it. */
export const NoteTournamentYear = Type.Integer({ minimum: 1877, maximum: 9999 });

/**
 * `POST /api/player-notes/:tournamentId/:playerId`: plain text (shown as text, never as HTML). A note that is
 * empty or only white space deletes the note. `tournamentYear` is optional: the dossier shows it when given.
 */
export const SavePlayerNoteBody = Type.Object({
  note: Type.String({ maxLength: PLAYER_NOTE_MAX_LENGTH }),
  tournamentYear: Type.Optional(NoteTournamentYear),
});
export type SavePlayerNoteBody = Type.Static<typeof SavePlayerNoteBody>;

/** The user's note on the player at the tournament; '' when there is none. */
export const PlayerNoteResponse = Type.Object({ note: Type.String() });
export type PlayerNoteResponse = Type.Static<typeof PlayerNoteResponse>;

/** `GET /api/player-notes/:tournamentId`: the players the user has a note on there, for the draw's marks. */
export const NotedPlayersResponse = Type.Object({ playerIds: Type.Array(Type.String()) });
export type NotedPlayersResponse = Type.Static<typeof NotedPlayersResponse>;

export const DossierNote = Type.Object({
  tournamentId: Type.String(),
  /** As given when the note was saved. */
  tournamentYear: Type.Optional(Type.Integer()),
  /** From the tournament list, when the tournament is in it. */
  tournamentTitle: Type.Optional(Type.String()),
  note: Type.String(),
  /** Epoch milliseconds of the last save. */
  updatedAt: Type.Integer(),
});
export type DossierNote = Type.Static<typeof DossierNote>;

/** `GET /api/player-notes/player/:playerId`: the user's notes on one player across tournaments, newest first. */
export const PlayerDossierResponse = Type.Object({ notes: Type.Array(DossierNote) });
export type PlayerDossierResponse = Type.Static<typeof PlayerDossierResponse>;
