import type {
  DossierNote,
  PlayerDossierResponse,
  SavePlayerNoteBody,
  TennisDataSource,
  Tournament,
} from '@baseline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { playerNames } from '../search/player-names.repo.js';
import { indexPlayerNote } from '../search/search-index.js';
import { playerNoteText } from './note-text.js';
import { deleteNote, findNote, notedPlayerIds, notesOnPlayer, upsertNote, type NoteKey } from './player-notes.repo.js';
import { editionOf } from './tournament-edition.js';

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
  log: FastifyBaseLogger;
}

export function createPlayerNotesService({ db, now, tournaments, log }: PlayerNotesDeps) {
  return {
    async get(key: NoteKey): Promise<{ note: string }> {
      return { note: (await findNote(db, key)) ?? '' };
    },

    /**
     * Saves the note and its search row in one transaction; one that is empty or only white space deletes it
     * (its search row goes by cascade). The names are indexed as the tennis source gives them, '' when it
     * does not know them or cannot answer.
     */
    async save(key: NoteKey, body: SavePlayerNoteBody): Promise<{ note: string }> {
      const note = playerNoteText(body.note);
      if (note === '') {
        await deleteNote(db, key);
        return { note: '' };
      }
      const titles = await titlesOf(tournaments, [key.tournamentId], log);
      await db.transaction().execute(async (trx) => {
        const stored = await upsertNote(trx, key, { note, tournamentYear: body.tournamentYear ?? null, now: now() });
        const names = await playerNames(trx, tournaments.source, [key.playerId]);
        const edition = editionOf(titles.get(key.tournamentId) ?? [], stored.tournamentYear);
        await indexPlayerNote(trx, {
          ...key,
          ...stored,
          note,
          playerName: names.get(key.playerId) ?? '',
          tournamentName: edition?.TournamentTitle ?? '',
        });
      });
      return { note };
    },

    async notedPlayers(userId: string, tournamentId: string): Promise<{ playerIds: string[] }> {
      return { playerIds: await notedPlayerIds(db, userId, tournamentId) };
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
            ...(row.tournamentYear === null ? {} : { tournamentYear: row.tournamentYear }),
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
