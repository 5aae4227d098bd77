import {
  PLAYER_NOTE_HISTORY_MESSAGES,
  type DossierNote,
  type PlayerDossierResponse,
  type PlayerNoteHistoryResponse,
  type RestorePlayerNoteBody,
  type RestorePlayerNoteResponse,
  type SavePlayerNoteBody,
  type TennisDataSource,
  type Tournament,
} from '@baseline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import { playerNames } from '../tennis/players/players.public.js';
import { findNoteVersion, listNoteVersions } from './note-history.repo.js';
import { playerNoteText } from './note-text.js';
import type { PlayerNoteWriter } from './note-writer.js';
import { findNote, notedPlayerIds, notesOnPlayer, type NoteKey } from './player-notes.repo.js';
import { editionOf, latestEditionYear } from './tournament-edition.js';

/** A member's player at a tournament, whichever edition. */
export type PlayerAtTournament = Omit<NoteKey, 'tournamentYear'>;

/**
 * What the notes need of the tennis source: a tournament's title for the dossier and the search index, and
 * which source's players table names the player.
 */
export interface TournamentLookup {
  source: TennisDataSource;
  tournamentsWithId(id: string): Promise<Tournament[]>;
}

export interface PlayerNotesDeps {
  db: Database;
  now: Clock;
  tournaments: TournamentLookup;
  writer: PlayerNoteWriter;
  log: FastifyBaseLogger;
}

export function createPlayerNotesService({ db, now, tournaments, writer, log }: PlayerNotesDeps) {
  /** The edition asked for, else the latest (a note written without a year is never last year's by mistake). */
  const yearIn = (editions: readonly Tournament[], asked: number | undefined) =>
    asked ?? latestEditionYear(editions, new Date(now()).getUTCFullYear());
  const editionsOf = async (tournamentId: string) =>
    (await titlesOf(tournaments, [tournamentId], log)).get(tournamentId) ?? [];
  async function editionYear(tournamentId: string, asked: number | undefined): Promise<number> {
    return asked ?? yearIn(await editionsOf(tournamentId), undefined);
  }

  /**
   * The note's new text through the writer (note-writer.ts), in one transaction. The names for the search index
   * are read first, as the tennis source gives them: '' when it does not know them or cannot answer.
   */
  async function writeNote(key: NoteKey, note: string, editions: readonly Tournament[]): Promise<void> {
    const names = note === '' ? new Map<string, string>() : await playerNames(db, tournaments.source, [key.playerId]);
    const write = {
      note,
      now: now(),
      playerName: names.get(key.playerId) ?? '',
      tournamentName: editionOf(editions, key.tournamentYear)?.TournamentTitle ?? '',
    };
    await db.transaction().execute((trx) => writer.write(trx, key, write));
  }

  return {
    async get(player: PlayerAtTournament, year: number | undefined): Promise<{ note: string }> {
      const key = { ...player, tournamentYear: await editionYear(player.tournamentId, year) };
      return { note: (await findNote(db, key))?.note ?? '' };
    },

    /**
     * Saves the note on the edition of `?year=` or the body's `tournamentYear` (both given: they must agree);
     * one that is empty or only white space deletes it (writeNote).
     */
    async save(
      player: PlayerAtTournament,
      year: number | undefined,
      body: SavePlayerNoteBody,
    ): Promise<{ note: string }> {
      if (year !== undefined && body.tournamentYear !== undefined && year !== body.tournamentYear) {
        throw new HttpError(400, 'The year in the address and the tournamentYear of the note differ.');
      }
      const note = playerNoteText(body.note);
      const editions = await editionsOf(player.tournamentId);
      const key: NoteKey = { ...player, tournamentYear: yearIn(editions, year ?? body.tournamentYear) };
      await writeNote(key, note, editions);
      return { note };
    },

    /** The earlier texts of the note at that edition, newest first. */
    async history(player: PlayerAtTournament, year: number | undefined): Promise<PlayerNoteHistoryResponse> {
      const key = { ...player, tournamentYear: await editionYear(player.tournamentId, year) };
      return { versions: await listNoteVersions(db, key) };
    },

    /** An earlier text as the note again, the one it replaces kept in the history; 404 for a version it lacks. */
    async restore(
      player: PlayerAtTournament,
      year: number | undefined,
      { version }: RestorePlayerNoteBody,
    ): Promise<RestorePlayerNoteResponse> {
      const editions = await editionsOf(player.tournamentId);
      const key: NoteKey = { ...player, tournamentYear: yearIn(editions, year) };
      const note = await findNoteVersion(db, key, version);
      if (note === undefined) throw new HttpError(404, PLAYER_NOTE_HISTORY_MESSAGES.versionNotFound);
      await writeNote(key, note, editions);
      return { message: PLAYER_NOTE_HISTORY_MESSAGES.restored, note };
    },

    async notedPlayers(
      userId: string,
      tournamentId: string,
      year: number | undefined,
    ): Promise<{ playerIds: string[] }> {
      const edition = { tournamentId, tournamentYear: await editionYear(tournamentId, year) };
      return { playerIds: await notedPlayerIds(db, userId, edition) };
    },

    /** The user's notes on the player, newest first, with each tournament's title when the source knows it. */
    async dossier(userId: string, playerId: string): Promise<PlayerDossierResponse> {
      const rows = await notesOnPlayer(db, userId, playerId);
      const titles = await titlesOf(tournaments, [...new Set(rows.map((row) => row.tournamentId))], log);
      return {
        notes: rows.map((row): DossierNote => {
          const tournament = editionOf(titles.get(row.tournamentId) ?? [], row.tournamentYear);
          return {
            tournamentId: row.tournamentId,
            tournamentYear: row.tournamentYear,
            ...(tournament ? { tournamentTitle: tournament.TournamentTitle } : {}),
            note: row.note,
            updatedAt: row.updatedAt,
          };
        }),
      };
    },
  };
}

export type PlayerNotesService = ReturnType<typeof createPlayerNotesService>;

/** The tournaments by id; the notes go without titles rather than fail when the source cannot answer. */
async function titlesOf(lookup: TournamentLookup, ids: string[], log: FastifyBaseLogger) {
  try {
    const found = await Promise.all(ids.map(async (id) => [id, await lookup.tournamentsWithId(id)] as const));
    return new Map(found);
  } catch (error) {
    log.warn({ err: error }, 'player notes: tournament titles unavailable');
    return new Map<string, Tournament[]>();
  }
}
