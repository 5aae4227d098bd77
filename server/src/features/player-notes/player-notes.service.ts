import type { DossierNote, PlayerDossierResponse, SavePlayerNoteBody, Tournament } from '@baseline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { deleteNote, findNote, notedPlayerIds, notesOnPlayer, upsertNote, type NoteKey } from './player-notes.repo.js';

/** What the notes need of the tennis source: a tournament's title for the dossier. */
export interface TournamentLookup {
  tournamentsWithId(id: string): Promise<Tournament[]>;
}

export interface PlayerNotesDeps {
  db: Database;
  now: Clock;
  tournaments: TournamentLookup;
  log: FastifyBaseLogger;
}

/*
 * Control characters other than tab and line breaks have no place in a note, and PostgreSQL refuses NUL in
 * text: they are dropped rather than failing the save.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function createPlayerNotesService({ db, now, tournaments, log }: PlayerNotesDeps) {
  return {
    async get(key: NoteKey): Promise<{ note: string }> {
      return { note: (await findNote(db, key)) ?? '' };
    },

    /** Saves the note; one that is empty or only white space deletes it. */
    async save(key: NoteKey, body: SavePlayerNoteBody): Promise<{ note: string }> {
      const note = body.note.replace(CONTROL_CHARACTERS, '');
      if (note.trim() === '') {
        await deleteNote(db, key);
        return { note: '' };
      }
      await upsertNote(db, key, { note, tournamentYear: body.tournamentYear ?? null, now: now() });
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
          const known = titles.get(row.tournamentId) ?? [];
          const tournament = known.find((candidate) => candidate.TournamentYear === row.tournamentYear) ?? known[0];
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

/** The tournaments by id; the dossier goes without titles rather than fail when the source cannot answer. */
async function titlesOf(lookup: TournamentLookup, ids: string[], log: FastifyBaseLogger) {
  try {
    const found = await Promise.all(ids.map(async (id) => [id, await lookup.tournamentsWithId(id)] as const));
    return new Map(found);
  } catch (error) {
    log.warn({ err: error }, 'player dossier: tournament titles unavailable');
    return new Map<string, Tournament[]>();
  }
}
