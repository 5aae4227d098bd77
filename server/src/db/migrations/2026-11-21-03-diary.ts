import type { Kysely } from 'kysely';
import { bytesColumnType } from '../column-types.js';

/**
 * The diary: one entry per user and day, its note tabs, their tags (a row each, so tag search reads an
 * index) and their images (bytes kept apart from the notes' HTML).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('diary_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // YYYY-MM-DD: text order is date order, and no time zone can shift the day.
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('diary_entries_user_date', ['user_id', 'date'])
    .execute();

  await db.schema
    .createTable('diary_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entry_id', 'text', (c) => c.notNull().references('diary_entries.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addUniqueConstraint('diary_notes_entry_position', ['entry_id', 'position'])
    .execute();

  // user_id and entry_id are copied from the note so that search needs neither a join nor a scan; the
  // note's foreign key removes the row, so they carry no constraint (and no index to keep) of their own.
  await db.schema
    .createTable('note_tags')
    .addColumn('note_id', 'text', (c) => c.notNull().references('diary_notes.id').onDelete('cascade'))
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('tag_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('note_tags_pk', ['note_id', 'tag_key'])
    .execute();
  await db.schema
    .createIndex('note_tags_user_tag')
    .on('note_tags')
    .columns(['user_id', 'tag_key', 'entry_id'])
    .execute();

  // note_id becomes null when a save replaces the notes, so that an unchanged image is handed to the new
  // note instead of being decoded and encoded again; the save then deletes the images no note took.
  // user_id is copied from the entry, whose foreign key removes the row.
  await db.schema
    .createTable('diary_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull().references('diary_entries.id').onDelete('cascade'))
    .addColumn('note_id', 'text', (c) => c.unique().references('diary_notes.id').onDelete('set null'))
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', bytesColumnType(db), (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('source_sha256', 'text', (c) => c.notNull())
    .addColumn('terms_accepted_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('diary_images_entry').on('diary_images').column('entry_id').execute();
}
