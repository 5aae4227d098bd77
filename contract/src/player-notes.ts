import Type from 'typebox';
import { PLAYER_NOTE_MAX_LENGTH } from './limits.js';
import { TennisId, TournamentYear } from './tennis.js';

export const PlayerNoteParams = Type.Object({ tournamentId: TennisId, playerId: TennisId });
export type PlayerNoteParams = Type.Static<typeof PlayerNoteParams>;

/**
 * The edition a note is on (issue 31: a tournament keeps its id from year to year, and each year has its own
 * note). Without it, the note route reads and writes the `tournamentYear` of the body, else the tournament's
 * newest edition the tennis source lists, else the current year.
 */
export const PlayerNoteQuery = Type.Object({ year: Type.Optional(TournamentYear) });
export type PlayerNoteQuery = Type.Static<typeof PlayerNoteQuery>;

export const TournamentNotesParams = Type.Object({ tournamentId: TennisId });
export type TournamentNotesParams = Type.Static<typeof TournamentNotesParams>;

export const PlayerDossierParams = Type.Object({ playerId: TennisId });
export type PlayerDossierParams = Type.Static<typeof PlayerDossierParams>;

/** The season a note is on, as the note route and the import take it. */
export const NoteTournamentYear = Type.Integer({ minimum: 1877, maximum: 9999 });

/**
 * `POST /api/player-notes/:tournamentId/:playerId`: plain text (shown as text, never as HTML). A note that is
 * empty or only white space deletes the note. `tournamentYear` is the edition, as `?year=` gives it (when both
 * are given they must agree).
 */
export const SavePlayerNoteBody = Type.Object({
  note: Type.String({ maxLength: PLAYER_NOTE_MAX_LENGTH }),
  tournamentYear: Type.Optional(NoteTournamentYear),
});
export type SavePlayerNoteBody = Type.Static<typeof SavePlayerNoteBody>;

/** The user's note on the player at the tournament's edition; '' when there is none. */
export const PlayerNoteResponse = Type.Object({ note: Type.String() });
export type PlayerNoteResponse = Type.Static<typeof PlayerNoteResponse>;

/**
 * `GET /api/player-notes/:tournamentId?year=`: the players the user has a note on at that edition (as the
 * note route picks it without a year), for the draw's marks.
 */
export const NotedPlayersResponse = Type.Object({ playerIds: Type.Array(Type.String()) });
export type NotedPlayersResponse = Type.Static<typeof NotedPlayersResponse>;

export const DossierNote = Type.Object({
  tournamentId: Type.String(),
  /** The edition the note is on. */
  tournamentYear: Type.Integer(),
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

/** What the player-note history routes answer and the web app shows alike (issue 31). */
export const PLAYER_NOTE_HISTORY_MESSAGES = {
  versionNotFound: 'That version of this note is not in its history.',
  restored: 'Version restored.',
} as const;

/** A text the note had before: a save, delete, restore or import replaced it at `replacedAt`. */
export const PlayerNoteVersion = Type.Object({
  /** 1, 2, 3 … per note, never reused. */
  version: Type.Integer({ minimum: 1 }),
  note: Type.String(),
  /** Epoch milliseconds: when this text was saved, and when it was replaced. */
  savedAt: Type.Integer(),
  replacedAt: Type.Integer(),
});
export type PlayerNoteVersion = Type.Static<typeof PlayerNoteVersion>;

/** `GET /api/player-notes/:tournamentId/:playerId/history?year=`: the note's earlier texts, newest first. */
export const PlayerNoteHistoryResponse = Type.Object({ versions: Type.Array(PlayerNoteVersion) });
export type PlayerNoteHistoryResponse = Type.Static<typeof PlayerNoteHistoryResponse>;

/**
 * `POST /api/player-notes/:tournamentId/:playerId/history/restore?year=`: that text becomes the note again (the
 * text it replaces is kept as a version first).
 */
export const RestorePlayerNoteBody = Type.Object({ version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type RestorePlayerNoteBody = Type.Static<typeof RestorePlayerNoteBody>;

export const RestorePlayerNoteResponse = Type.Object({ message: Type.String(), note: Type.String() });
export type RestorePlayerNoteResponse = Type.Static<typeof RestorePlayerNoteResponse>;
