import type { Database } from '../../db/database.js';

export interface NoteKey {
  userId: string;
  tournamentId: string;
  playerId: string;
}

export async function findNote(db: Database, key: NoteKey): Promise<string | undefined> {
  const row = await db
    .selectFrom('playerNotes')
    .select('note')
    .where('userId', '=', key.userId)
    .where('tournamentId', '=', key.tournamentId)
    .where('playerId', '=', key.playerId)
    .executeTakeFirst();
  return row?.note;
}

/**
 * Writes the note, creating its row or replacing the text of the one there (one statement, no race); answers
 * the year and time stamp stored (a save without the year keeps the one given before).
 */
export async function upsertNote(
  db: Database,
  key: NoteKey,
  fields: { note: string; tournamentYear: number | null; now: number },
): Promise<{ tournamentYear: number | null; updatedAt: number }> {
  return db
    .insertInto('playerNotes')
    .values({
      ...key,
      note: fields.note,
      tournamentYear: fields.tournamentYear,
      createdAt: fields.now,
      updatedAt: fields.now,
    })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'tournamentId', 'playerId']).doUpdateSet((eb) => ({
        note: fields.note,
        updatedAt: fields.now,
        // A save without the year keeps the one given before.
        tournamentYear: fields.tournamentYear ?? eb.ref('playerNotes.tournamentYear'),
      })),
    )
    .returning(['tournamentYear', 'updatedAt'])
    .executeTakeFirstOrThrow();
}

export async function deleteNote(db: Database, key: NoteKey): Promise<void> {
  await db
    .deleteFrom('playerNotes')
    .where('userId', '=', key.userId)
    .where('tournamentId', '=', key.tournamentId)
    .where('playerId', '=', key.playerId)
    .execute();
}

/** The players the user has a note on at the tournament (read from the primary key alone). */
export async function notedPlayerIds(db: Database, userId: string, tournamentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('playerNotes')
    .select('playerId')
    .where('userId', '=', userId)
    .where('tournamentId', '=', tournamentId)
    .orderBy('playerId')
    .execute();
  return rows.map((row) => row.playerId);
}

/** The user's notes on the player across tournaments, newest first (the user-player-updated index). */
export async function notesOnPlayer(db: Database, userId: string, playerId: string) {
  return db
    .selectFrom('playerNotes')
    .select(['tournamentId', 'tournamentYear', 'note', 'updatedAt'])
    .where('userId', '=', userId)
    .where('playerId', '=', playerId)
    .orderBy('updatedAt', 'desc')
    .orderBy('tournamentId')
    .execute();
}
