import type { Kysely } from 'kysely';

/**
 * Tag search lists every tag of the days it found. Read by note through the primary key, each of those
 * tags cost a look-up in the index and another in the table, then a sort by position; this index holds a
 * day's tags together, in tab and position order, with the tag itself, so they are read straight from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('note_tags_entry')
    .on('note_tags')
    .columns(['entry_id', 'note_id', 'position', 'tag'])
    .execute();
}
