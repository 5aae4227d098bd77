import type { Database } from '../../db/database.js';

/** A note is on one edition of a tournament: its id and its year. */
export interface NoteKey {
  userId: string;
  tournamentId: string;
  playerId: string;
  tournamentYear: number;
}

/** The key's four columns alone, for a where that picks the note's rows (a key may arrive with more fields). */
export function noteKeyColumns({ userId, tournamentId, playerId, tournamentYear }: NoteKey): NoteKey {
  return { userId, tournamentId, playerId, tournamentYear };
}

/** The note as stored, with when it was saved; undefined when the member has none there. */
export async function findNote(db: Database, key: NoteKey): Promise<{ note: string; updatedAt: number } | undefined> {
  return db
    .selectFrom('playerNotes')
    .select(['note', 'updatedAt'])
    .where((eb) => eb.and(noteKeyColumns(key)))
    .executeTakeFirst();
}

/** Writes the note in one statement (no race); over a stored one, only its text and updatedAt change. */
export async function upsertNote(
  db: Database,
  key: NoteKey,
  fields: { note: string; createdAt: number; updatedAt: number },
): Promise<void> {
  await db
    .insertInto('playerNotes')
    .values({ ...key, ...fields })
    .onConflict((conflict) =>
      conflict
        .columns(['userId', 'tournamentId', 'playerId', 'tournamentYear'])
        .doUpdateSet({ note: fields.note, updatedAt: fields.updatedAt }),
    )
    .execute();
}

export async function deleteNote(db: Database, key: NoteKey): Promise<void> {
  await db
    .deleteFrom('playerNotes')
    .where((eb) => eb.and(noteKeyColumns(key)))
    .execute();
}

/** The players the user has a note on at the tournament's edition (read from the primary key alone). */
export async function notedPlayerIds(
  db: Database,
  userId: string,
  edition: { tournamentId: string; tournamentYear: number },
): Promise<string[]> {
  const rows = await db
    .selectFrom('playerNotes')
    .select('playerId')
    .where('userId', '=', userId)
    .where('tournamentId', '=', edition.tournamentId)
    .where('tournamentYear', '=', edition.tournamentYear)
    .orderBy('playerId')
    .execute();
  return rows.map((row) => row.playerId);
}

/** The user's notes on the player across tournaments and editions, newest first (the user-player-updated index). */
export async function notesOnPlayer(db: Database, userId: string, playerId: string) {
  return db
    .selectFrom('playerNotes')
    .select(['tournamentId', 'tournamentYear', 'note', 'updatedAt'])
    .where('userId', '=', userId)
    .where('playerId', '=', playerId)
    .orderBy('updatedAt', 'desc')
    .orderBy('tournamentId')
    .orderBy('tournamentYear', 'desc')
    .execute();
}
