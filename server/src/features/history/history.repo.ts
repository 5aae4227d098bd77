import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DiaryVersionsTable, DiaryVersionTabsTable } from '../../db/tables.js';

/** A tab of the day being replaced, as it is stored now. */
export interface CurrentTab {
  noteId: string;
  position: number;
  title: string;
  content: string;
}

/** A kept version and its tabs: rows of the tables as they are (db/tables.ts). */
export type NewVersion = DiaryVersionsTable;
export type NewVersionTab = DiaryVersionTabsTable;

/**
 * Locks the day's row (PostgreSQL: until the transaction ends; SQLite has one writer anyway) with a write that
 * changes nothing, and answers when it was last saved; undefined when the day is gone. A save that replaces
 * the day waits here for another one in flight, then reads what that one stored.
 */
export async function lockEntry(db: Database, entryId: string): Promise<{ updatedAt: number } | undefined> {
  return db
    .updateTable('diaryEntries')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('id', '=', entryId)
    .returning('updatedAt')
    .executeTakeFirst();
}

export async function listCurrentTabs(db: Database, entryId: string): Promise<CurrentTab[]> {
  return db
    .selectFrom('diaryNotes')
    .select(['id as noteId', 'position', 'title', 'content'])
    .where('entryId', '=', entryId)
    .orderBy('position')
    .execute();
}

export async function listCurrentTags(db: Database, entryId: string) {
  return db
    .selectFrom('noteTags')
    .select(['noteId', 'tag'])
    .where('entryId', '=', entryId)
    .orderBy('noteId')
    .orderBy('position')
    .execute();
}

/** The day's shown images by note: their hash and size, not their bytes. */
export async function listCurrentImages(db: Database, entryId: string) {
  return db
    .selectFrom('diaryImages')
    .select(['noteId', 'sha256', sql<number>`length(bytes)`.as('size')])
    .where('entryId', '=', entryId)
    .where('noteId', 'is not', null)
    .execute();
}

/**
 * Copies the day's images into the member's history store, each once: an image some version already holds is
 * left as it is. The bytes go from table to table inside the database.
 */
export async function keepImages(db: Database, entryId: string): Promise<void> {
  await db
    .insertInto('historyImages')
    .columns(['userId', 'sha256', 'mime', 'bytes', 'termsAcceptedAt'])
    .expression(
      db
        .selectFrom('diaryImages')
        .select(['userId', 'sha256', 'mime', 'bytes', 'termsAcceptedAt'])
        .where('entryId', '=', entryId)
        .where('noteId', 'is not', null),
    )
    .onConflict((oc) => oc.columns(['userId', 'sha256']).doNothing())
    .execute();
}

export async function latestVersion(db: Database, userId: string, date: string): Promise<number> {
  const row = await db
    .selectFrom('diaryVersions')
    .select((eb) => eb.fn.max('version').as('latest'))
    .where('userId', '=', userId)
    .where('date', '=', date)
    .executeTakeFirst();
  return row?.latest ?? 0;
}

export async function insertVersion(db: Database, version: NewVersion, tabs: readonly NewVersionTab[]): Promise<void> {
  await db.insertInto('diaryVersions').values(version).execute();
  if (tabs.length > 0) await db.insertInto('diaryVersionTabs').values(tabs).execute();
}

/** Deletes the day's versions up to `version` replaced before `before`; answers the images they showed. */
export async function deleteVersions(
  db: Database,
  day: { userId: string; date: string },
  upTo: number,
  before: number,
): Promise<string[]> {
  const pruned = db
    .selectFrom('diaryVersions')
    .select('version')
    .where('userId', '=', day.userId)
    .where('date', '=', day.date)
    .where('version', '<=', upTo)
    .where('replacedAt', '<', before);
  const images = await db
    .selectFrom('diaryVersionTabs')
    .select('imageSha256')
    .distinct()
    .where('userId', '=', day.userId)
    .where('date', '=', day.date)
    .where('version', 'in', pruned)
    .where('imageSha256', 'is not', null)
    .execute();
  await db
    .deleteFrom('diaryVersions')
    .where('userId', '=', day.userId)
    .where('date', '=', day.date)
    .where('version', 'in', pruned)
    .execute();
  return images.flatMap((row) => (row.imageSha256 ? [row.imageSha256] : []));
}

/** Deletes those of the member's history images that no version shows any more. */
export async function deleteUnusedImages(db: Database, userId: string, sha256s: readonly string[]): Promise<void> {
  if (sha256s.length === 0) return;
  await db
    .deleteFrom('historyImages')
    .where('userId', '=', userId)
    .where('sha256', 'in', sha256s)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('diaryVersionTabs')
            .select('position')
            .whereRef('diaryVersionTabs.userId', '=', 'historyImages.userId')
            .whereRef('diaryVersionTabs.imageSha256', '=', 'historyImages.sha256'),
        ),
      ),
    )
    .execute();
}

/** The day's versions, newest first, each with its tabs' titles in order. */
export async function listVersions(db: Database, userId: string, date: string) {
  const versions = await db
    .selectFrom('diaryVersions')
    .select(['version', 'savedAt', 'replacedAt', 'bytes'])
    .where('userId', '=', userId)
    .where('date', '=', date)
    .orderBy('version', 'desc')
    .execute();
  const titles = await db
    .selectFrom('diaryVersionTabs')
    .select(['version', 'title'])
    .where('userId', '=', userId)
    .where('date', '=', date)
    .orderBy('version')
    .orderBy('position')
    .execute();
  return { versions, titles };
}

export async function findVersion(db: Database, userId: string, date: string, version: number) {
  return db
    .selectFrom('diaryVersions')
    .select(['version', 'savedAt', 'replacedAt'])
    .where('userId', '=', userId)
    .where('date', '=', date)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** A version's tabs with their images' bytes. */
export async function listVersionTabs(db: Database, userId: string, date: string, version: number) {
  return db
    .selectFrom('diaryVersionTabs as t')
    .leftJoin('historyImages as i', (join) =>
      join.onRef('i.userId', '=', 't.userId').onRef('i.sha256', '=', 't.imageSha256'),
    )
    .select(['t.title', 't.content', 't.tags', 'i.mime', 'i.bytes'])
    .where('t.userId', '=', userId)
    .where('t.date', '=', date)
    .where('t.version', '=', version)
    .orderBy('t.position')
    .execute();
}
