import type { Database } from '../../db/database.js';
import { prepareQuery } from '../../db/prepared-query.js';

/**
 * The ids of the user's entries with a note tagged `key` (see tagKey). It reads only the
 * (user_id, tag_key, entry_id) index; the search test checks that both databases plan it so.
 */
export function entriesWithTagQuery(db: Database, userId: string, key: string) {
  return db.selectFrom('noteTags').select('entryId').distinct().where('userId', '=', userId).where('tagKey', '=', key);
}

/**
 * Every tag of the tagged entries, each tab's together and in the order the user gave them: read from the
 * (entry_id, note_id, position, tag) index alone, in that order, so neither the table nor a sort is needed.
 */
export function taggedEntriesTagsQuery(db: Database, userId: string, key: string) {
  return db
    .selectFrom('noteTags')
    .select(['noteId', 'tag'])
    .where('entryId', 'in', entriesWithTagQuery(db, userId, key))
    .orderBy('entryId')
    .orderBy('noteId')
    .orderBy('position');
}

// Prepared: a search builds three queries of nested subqueries, which costs Kysely more than a short answer.

/**
 * The tagged entries, newest first. Each is read by its primary key: the ids come from the user's own
 * tags, and a `user_id` condition here would lead SQLite to walk all of the user's entries instead.
 */
const taggedEntries = prepareQuery((db: Database, userId: string, key: string) =>
  db
    .selectFrom('diaryEntries')
    .select(['id', 'date'])
    .where('id', 'in', entriesWithTagQuery(db, userId, key))
    .orderBy('date', 'desc'),
);

/** Every tab of the tagged entries, without its HTML, in tab order. */
const taggedEntriesNotes = prepareQuery((db: Database, userId: string, key: string) =>
  db
    .selectFrom('diaryNotes')
    .select(['id', 'entryId', 'title'])
    .where('entryId', 'in', entriesWithTagQuery(db, userId, key))
    .orderBy('entryId')
    .orderBy('position'),
);

const taggedEntriesTags = prepareQuery(taggedEntriesTagsQuery);

export function listTaggedEntries(db: Database, userId: string, key: string) {
  return taggedEntries.execute(db, userId, key);
}

export function listTaggedEntriesNotes(db: Database, userId: string, key: string) {
  return taggedEntriesNotes.execute(db, userId, key);
}

export function listTaggedEntriesTags(db: Database, userId: string, key: string) {
  return taggedEntriesTags.execute(db, userId, key);
}
