import type { ExportRange } from '@baseline/contract';
import type { Database } from '../../db/database.js';

/*
 * The export's reads: every one names the member, and none reads more than a page of rows, so an account of
 * any size is read in pieces (keyset pagination by the index's own order, never OFFSET).
 */

/** A day as the export plans its reads: which row, and how many bytes of images and of tabs' HTML it holds. */
export interface DayPlan {
  id: string;
  date: string;
  imageBytes: number;
  textBytes: number;
}

/** The member's days in the range after `after` (a date; null: from the start), oldest first, `limit` of them. */
export async function dayPlansAfter(
  db: Database,
  userId: string,
  range: ExportRange,
  after: string | null,
  limit: number,
): Promise<DayPlan[]> {
  let query = db
    .selectFrom('diaryEntries as e')
    .select((eb) => [
      'e.id',
      'e.date',
      eb
        .selectFrom('diaryImages as i')
        // length() of a blob or bytea reads its stored size, not its bytes.
        .select((sub) => sub.fn.sum<number | string | null>(sub.fn('length', ['i.bytes'])).as('bytes'))
        .whereRef('i.entryId', '=', 'e.id')
        .as('imageBytes'),
      eb
        .selectFrom('diaryNotes as n')
        // octet_length() reads the stored size (SQLite's record header, PostgreSQL's TOAST pointer), not the text.
        .select((sub) => sub.fn.sum<number | string | null>(sub.fn('octet_length', ['n.content'])).as('bytes'))
        .whereRef('n.entryId', '=', 'e.id')
        .as('textBytes'),
    ])
    .where('e.userId', '=', userId);
  if (range.from !== null) query = query.where('e.date', '>=', range.from);
  if (range.to !== null) query = query.where('e.date', '<=', range.to);
  if (after !== null) query = query.where('e.date', '>', after);
  const rows = await query.orderBy('e.date').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    imageBytes: Number(row.imageBytes ?? 0),
    textBytes: Number(row.textBytes ?? 0),
  }));
}

/** These days with their times, by date (a day deleted since it was planned is not among them). */
export async function daysWithIds(db: Database, userId: string, entryIds: readonly string[]) {
  return db
    .selectFrom('diaryEntries')
    .select(['id', 'date', 'createdAt', 'updatedAt'])
    .where('userId', '=', userId)
    .where('id', 'in', entryIds)
    .orderBy('date')
    .execute();
}

/** The tabs of these days, each day's in its order. */
export async function tabsOf(db: Database, entryIds: readonly string[]) {
  return db
    .selectFrom('diaryNotes')
    .select(['id', 'entryId', 'title', 'content'])
    .where('entryId', 'in', entryIds)
    .orderBy('entryId')
    .orderBy('position')
    .execute();
}

/** The images of these days' tabs, with their bytes. */
export async function imagesOf(db: Database, userId: string, entryIds: readonly string[]) {
  return db
    .selectFrom('diaryImages')
    .select(['noteId', 'mime', 'bytes', 'width', 'height', 'sha256', 'termsAcceptedAt'])
    .where('userId', '=', userId)
    .where('entryId', 'in', entryIds)
    .where('noteId', 'is not', null)
    .execute();
}

export interface PlayerNoteKey {
  tournamentId: string;
  playerId: string;
  tournamentYear: number;
}

/** The primary key's two ids, in the order a page of notes is sorted by (then each edition, oldest first). */
export type PlayerNoteOrder = readonly ['tournamentId', 'playerId'] | readonly ['playerId', 'tournamentId'];

/**
 * The member's player notes after `after` in `order`, with the names the search index keeps for each (written
 * when the note was saved, from the tennis source; null when it did not know them).
 */
export async function playerNotesAfter(
  db: Database,
  userId: string,
  { after, order, limit }: { after: PlayerNoteKey | null; order: PlayerNoteOrder; limit: number },
) {
  const [first, second] = order;
  let query = db
    .selectFrom('playerNotes as n')
    .leftJoin('searchDocuments as d', (join) =>
      join
        .onRef('d.userId', '=', 'n.userId')
        .on('d.kind', '=', 'player')
        .onRef('d.tournamentId', '=', 'n.tournamentId')
        .onRef('d.playerId', '=', 'n.playerId')
        .onRef('d.year', '=', 'n.tournamentYear'),
    )
    .select([
      'n.tournamentId',
      'n.playerId',
      'n.tournamentYear',
      'n.note',
      'n.createdAt',
      'n.updatedAt',
      'd.playerName',
      'd.tournamentName',
    ])
    .where('n.userId', '=', userId);
  if (after !== null) {
    query = query.where((eb) =>
      eb(
        eb.refTuple(`n.${first}`, `n.${second}`, 'n.tournamentYear'),
        '>',
        eb.tuple(after[first], after[second], after.tournamentYear),
      ),
    );
  }
  return query.orderBy(`n.${first}`).orderBy(`n.${second}`).orderBy('n.tournamentYear').limit(limit).execute();
}

/** The member's labels (at most LABELS.perMember) in the order the manager lists them. */
export async function labelsOf(db: Database, userId: string) {
  return db
    .selectFrom('playerLabels')
    .select(['id', 'name', 'colour', 'createdAt', 'updatedAt'])
    .where('userId', '=', userId)
    .orderBy('nameKey')
    .orderBy('id')
    .execute();
}

/** The players each of the member's labels is on, by player id (an order an import keeps). */
export async function labelledPlayersOf(db: Database, userId: string) {
  return db
    .selectFrom('playerLabelAssignments')
    .select(['labelId', 'playerId'])
    .where('userId', '=', userId)
    .orderBy('labelId')
    .orderBy('playerId')
    .execute();
}

/** The member's own templates (at most NOTE_TEMPLATES.perMember; the built-ins are the app's, not theirs). */
export async function templatesOf(db: Database, userId: string) {
  return db
    .selectFrom('noteTemplates')
    .select(['kind', 'name', 'body', 'createdAt', 'updatedAt'])
    .where('userId', '=', userId)
    .orderBy('kind')
    .orderBy('createdAt')
    .orderBy('name')
    .execute();
}

/** The member's charts of matches in the range, by date then id, `limit` after the (date, id) given. */
export async function chartsAfter(
  db: Database,
  userId: string,
  { range, after, limit }: { range: ExportRange; after: { date: string; id: string } | null; limit: number },
) {
  let query = db
    .selectFrom('charts')
    .select(['id', 'date', 'chart', 'createdAt', 'updatedAt'])
    .where('userId', '=', userId);
  if (range.from !== null) query = query.where('date', '>=', range.from);
  if (range.to !== null) query = query.where('date', '<=', range.to);
  if (after)
    query = query.where((eb) =>
      eb.or([eb('date', '>', after.date), eb.and([eb('date', '=', after.date), eb('id', '>', after.id)])]),
    );
  return query.orderBy('date').orderBy('id').limit(limit).execute();
}
