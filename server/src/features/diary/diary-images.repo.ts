import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DiaryImagesTable } from '../../db/tables.js';

export type NewImage = Insertable<DiaryImagesTable>;

/** What a save compares a sent image with, to keep an image the day already holds instead of re-encoding it. */
export interface KnownImage {
  id: string;
  /** The tab that shows it. */
  noteId: string | null;
  mime: string;
  width: number;
  height: number;
  sha256: string;
  sourceSha256: string;
  termsAcceptedAt: number;
  /** Its stored bytes' length. */
  size: number;
}

export async function listKnownImages(db: Database, entryId: string): Promise<KnownImage[]> {
  return db
    .selectFrom('diaryImages')
    .select([
      'id',
      'noteId',
      'mime',
      'width',
      'height',
      'sha256',
      'sourceSha256',
      'termsAcceptedAt',
      sql<number>`length(bytes)`.as('size'),
    ])
    .where('entryId', '=', entryId)
    .where('noteId', 'is not', null)
    .execute();
}

/** The day's images with their bytes, by the note that shows them. */
export async function listImages(db: Database, entryId: string) {
  return db
    .selectFrom('diaryImages')
    .select(['noteId', 'mime', 'bytes'])
    .where('entryId', '=', entryId)
    .where('noteId', 'is not', null)
    .execute();
}

export async function insertImage(db: Database, image: NewImage): Promise<void> {
  await db.insertInto('diaryImages').values(image).execute();
}

/** Hands a kept image to the note that now shows it; false if the image is no longer the day's. */
export async function attachImage(db: Database, imageId: string, entryId: string, noteId: string): Promise<boolean> {
  const result = await db
    .updateTable('diaryImages')
    .set({ noteId })
    .where('id', '=', imageId)
    .where('entryId', '=', entryId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the day's images that no note took back in a save. */
export async function deleteDetachedImages(db: Database, entryId: string): Promise<void> {
  await db.deleteFrom('diaryImages').where('entryId', '=', entryId).where('noteId', 'is', null).execute();
}
