import type { Database } from '../../db/database.js';

/** Diary tabs with no search row, with their day's owner and date. */
export async function tabsNotIndexed(db: Database, limit: number) {
  return db
    .selectFrom('diaryNotes as n')
    .innerJoin('diaryEntries as e', 'e.id', 'n.entryId')
    .select(['n.id as noteId', 'n.entryId', 'n.position', 'n.title', 'n.content', 'e.userId', 'e.date'])
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('searchDocuments as s').select('s.id').whereRef('s.noteId', '=', 'n.id'))),
    )
    .orderBy('n.id')
    .limit(limit)
    .execute();
}

/** Player notes with no search row. */
export async function playerNotesNotIndexed(db: Database, limit: number) {
  return db
    .selectFrom('playerNotes as p')
    .select(['p.userId', 'p.tournamentId', 'p.playerId', 'p.tournamentYear', 'p.note', 'p.updatedAt'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('searchDocuments as s')
            .select('s.id')
            .whereRef('s.userId', '=', 'p.userId')
            .whereRef('s.tournamentId', '=', 'p.tournamentId')
            .whereRef('s.playerId', '=', 'p.playerId')
            .whereRef('s.year', '=', 'p.tournamentYear'),
        ),
      ),
    )
    .orderBy('p.userId')
    .orderBy('p.tournamentId')
    .orderBy('p.playerId')
    .orderBy('p.tournamentYear')
    .limit(limit)
    .execute();
}
