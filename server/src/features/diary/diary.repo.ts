import type { Database } from '../../db/database.js';
import { prepareQuery } from '../../db/prepared-query.js';

/** A day's entry as a save needs it: which row, and the version it is at. */
export interface EntryRef {
  id: string;
  version: number;
}

export interface NoteRow {
  id: string;
  position: number;
  title: string;
  content: string;
}

export interface NewNote extends NoteRow {
  entryId: string;
}

// Every read of a day starts here (the day cache answers by this entry and version), and every save.
const entryByDate = prepareQuery((db: Database, userId: string, date: string) =>
  db.selectFrom('diaryEntries').select(['id', 'version']).where('userId', '=', userId).where('date', '=', date),
);

export async function findEntry(db: Database, userId: string, date: string): Promise<EntryRef | undefined> {
  return entryByDate.executeTakeFirst(db, userId, date);
}

/**
 * Locks the day's row (PostgreSQL: until the transaction ends; SQLite has one writer anyway) with a write that
 * changes nothing, and answers its version and when it was last written; undefined when the day is gone. A
 * write that replaces the day waits here for another one in flight, then reads what that one stored.
 */
export async function lockEntry(
  db: Database,
  entryId: string,
): Promise<{ version: number; updatedAt: number } | undefined> {
  return db
    .updateTable('diaryEntries')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('id', '=', entryId)
    .returning(['version', 'updatedAt'])
    .executeTakeFirst();
}

/** The user's days, oldest first, each with its first tab's title. */
export async function listEntries(db: Database, userId: string) {
  return db
    .selectFrom('diaryEntries as e')
    .innerJoin('diaryNotes as n', (join) => join.onRef('n.entryId', '=', 'e.id').on('n.position', '=', 0))
    .select(['e.id', 'e.date', 'n.title'])
    .where('e.userId', '=', userId)
    .orderBy('e.date')
    .execute();
}

export async function listNotes(db: Database, entryId: string): Promise<NoteRow[]> {
  return db
    .selectFrom('diaryNotes')
    .select(['id', 'position', 'title', 'content'])
    .where('entryId', '=', entryId)
    .orderBy('position')
    .execute();
}

/** Creates the day at version 1 unless it exists (a parallel save made it); answers whether it did. */
export async function insertEntry(
  db: Database,
  entry: { id: string; userId: string; date: string; now: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('diaryEntries')
    .values({
      id: entry.id,
      userId: entry.userId,
      date: entry.date,
      version: 1,
      createdAt: entry.now,
      updatedAt: entry.now,
    })
    .onConflict((oc) => oc.columns(['userId', 'date']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Raises the entry's version, only if it is still at `expected` (any version when undefined): the check
 * and the write are one statement, so of two saves from the same version exactly one gets a row back.
 * Answers the new version, or undefined when the entry moved on or is gone.
 */
export async function bumpVersion(
  db: Database,
  entryId: string,
  expected: number | undefined,
  now: number,
): Promise<number | undefined> {
  let query = db
    .updateTable('diaryEntries')
    .set((eb) => ({ version: eb('version', '+', 1), updatedAt: now }))
    .where('id', '=', entryId);
  if (expected !== undefined) query = query.where('version', '=', expected);
  const row = await query.returning('version').executeTakeFirst();
  return row?.version;
}

/** Deletes the day with everything in it, under the same version rule as bumpVersion. */
export async function deleteEntry(db: Database, entryId: string, expected: number | undefined): Promise<boolean> {
  let query = db.deleteFrom('diaryEntries').where('id', '=', entryId);
  if (expected !== undefined) query = query.where('version', '=', expected);
  const result = await query.executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Removes the day's notes; their tags go with them and their images wait, detached, to be taken again. */
export async function deleteNotes(db: Database, entryId: string): Promise<void> {
  await db.deleteFrom('diaryNotes').where('entryId', '=', entryId).execute();
}

export async function insertNotes(db: Database, notes: readonly NewNote[]): Promise<void> {
  if (notes.length === 0) return;
  await db.insertInto('diaryNotes').values(notes).execute();
}

/** Renames the tab at that position; answers its id, or undefined when the day has no such tab. */
export async function renameNote(
  db: Database,
  entryId: string,
  position: number,
  title: string,
): Promise<string | undefined> {
  const row = await db
    .updateTable('diaryNotes')
    .set({ title })
    .where('entryId', '=', entryId)
    .where('position', '=', position)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}
