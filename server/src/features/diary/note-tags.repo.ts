import type { Database } from '../../db/database.js';
import type { NoteTagsTable } from '../../db/tables.js';

export type NoteTagRow = NoteTagsTable;

export async function insertTags(db: Database, tags: readonly NoteTagRow[]): Promise<void> {
  if (tags.length === 0) return;
  await db.insertInto('noteTags').values(tags).execute();
}

/** The tags of the given notes, each note's in the order the user gave them. */
export async function listTags(db: Database, noteIds: readonly string[]) {
  if (noteIds.length === 0) return [];
  return db
    .selectFrom('noteTags')
    .select(['noteId', 'tag'])
    .where('noteId', 'in', noteIds)
    .orderBy('noteId')
    .orderBy('position')
    .execute();
}
