import type { Database } from '../../db/database.js';

/**
 * The ids of the user's entries with a note tagged `key` (see tagKey). It reads only the
 * (user_id, tag_key, entry_id) index; the search test checks that both databases plan it so.
 */
export function entriesWithTagQuery(db: Database, userId: string, key: string) {
  return db.selectFrom('noteTags').select('entryId').distinct().where('userId', '=', userId).where('tagKey', '=', key);
}

/**
 * The tagged entries, newest first. Each is read by its primary key: the ids come from the user's own
 * tags, and a `user_id` condition here would lead SQLite to walk all of the user's entries instead.
 */
export async function listTaggedEntries(db: Database, userId: string, key: string) {
  return db
    .selectFrom('diaryEntries')
    .select(['id', 'date'])
    .where('id', 'in', entriesWithTagQuery(db, userId, key))
    .orderBy('date', 'desc')
    .execute();
}

/** Every tab of the tagged entries, without its HTML, in tab order. */
export async function listTaggedEntriesNotes(db: Database, userId: string, key: string) {
  return db
    .selectFrom('diaryNotes')
    .select(['id', 'entryId', 'title'])
    .where('entryId', 'in', entriesWithTagQuery(db, userId, key))
    .orderBy('entryId')
    .orderBy('position')
    .execute();
}

/**
 * Every tag of the tagged entries' tabs, each tab's in the order the user gave them: found through the
 * tabs (the primary key starts with note_id), not through the user's index, which would walk all their tags.
 */
export async function listTaggedEntriesTags(db: Database, userId: string, key: string) {
  const notes = db
    .selectFrom('diaryNotes')
    .select('id')
    .where('entryId', 'in', entriesWithTagQuery(db, userId, key));
  return db
    .selectFrom('noteTags')
    .select(['noteId', 'tag'])
    .where('noteId', 'in', notes)
    .orderBy('noteId')
    .orderBy('position')
    .execute();
}
