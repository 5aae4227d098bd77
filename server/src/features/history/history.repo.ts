import type { Database } from '../../db/database.js';
import type { DiaryVersionsTable, DiaryVersionTabsTable } from '../../db/tables.js';

/** A kept version and its tabs: rows of the tables as they are (db/tables.ts). */
export type NewVersion = DiaryVersionsTable;
export type NewVersionTab = DiaryVersionTabsTable;

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

/**
 * Keeps a version of the day under the next number its history has (1 for the first), with its tabs; answers
 * that number. The number is taken in the insert itself: the writer holds the day's lock.
 */
export async function insertVersion(
  db: Database,
  version: Omit<NewVersion, 'version'>,
  tabs: readonly Omit<NewVersionTab, 'userId' | 'date' | 'version'>[],
): Promise<number> {
  const { userId, date } = version;
  const inserted = await db
    .insertInto('diaryVersions')
    .columns(['userId', 'date', 'version', 'savedAt', 'replacedAt', 'bytes'])
    .expression(
      db
        .selectFrom('diaryVersions')
        // Typed casts: PostgreSQL would read a bare parameter in a select list as text.
        .select((eb) => [
          eb.cast<string>(eb.val(userId), 'text').as('userId'),
          eb.cast<string>(eb.val(date), 'text').as('date'),
          eb(eb.fn.coalesce(eb.fn.max('version'), eb.lit(0)), '+', eb.lit(1)).as('version'),
          eb.cast<number>(eb.val(version.savedAt), 'bigint').as('savedAt'),
          eb.cast<number>(eb.val(version.replacedAt), 'bigint').as('replacedAt'),
          eb.cast<number>(eb.val(version.bytes), 'integer').as('bytes'),
        ])
        .where('userId', '=', userId)
        .where('date', '=', date),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  if (tabs.length > 0) {
    await db
      .insertInto('diaryVersionTabs')
      .values(tabs.map((tab) => ({ ...tab, userId, date, version: inserted.version })))
      .execute();
  }
  return inserted.version;
}

/**
 * Deletes the day's versions up to `upTo` replaced before `before`; answers the images they showed. Most saves
 * find none (a version goes only past both retention rules), and that is answered from the index alone: a delete
 * whose versions came from a subquery over its own table cost PostgreSQL a scan of the day's history each save.
 */
export async function deleteVersions(
  db: Database,
  day: { userId: string; date: string },
  upTo: number,
  before: number,
): Promise<string[]> {
  const pruned = db
    .selectFrom('diaryVersions')
    .where('diaryVersions.userId', '=', day.userId)
    .where('diaryVersions.date', '=', day.date)
    .where('diaryVersions.version', '<=', upTo)
    .where('diaryVersions.replacedAt', '<', before);
  if (!(await pruned.select('version').limit(1).executeTakeFirst())) return [];
  const images = await pruned
    .innerJoin('diaryVersionTabs', (join) =>
      join
        .onRef('diaryVersionTabs.userId', '=', 'diaryVersions.userId')
        .onRef('diaryVersionTabs.date', '=', 'diaryVersions.date')
        .onRef('diaryVersionTabs.version', '=', 'diaryVersions.version'),
    )
    .select('diaryVersionTabs.imageSha256')
    .distinct()
    .where('diaryVersionTabs.imageSha256', 'is not', null)
    .execute();
  await db
    .deleteFrom('diaryVersions')
    .where('userId', '=', day.userId)
    .where('date', '=', day.date)
    .where('version', '<=', upTo)
    .where('replacedAt', '<', before)
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
