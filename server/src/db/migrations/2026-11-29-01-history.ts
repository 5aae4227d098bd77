import type { Kysely } from 'kysely';
import { bytesColumnType } from '../column-types.js';

/**
 * A day's history (issue 20): every save, rename and delete keeps the version it replaces. A version is a row
 * of `diary_versions` with its tabs in `diary_version_tabs`; a tab's image is a reference to `history_images`,
 * where each member's image bytes are kept once by their SHA-256, however many versions show them. Everything
 * goes with the member (cascade), as the account deletion expects; versions are keyed by date, not by the
 * entry, so a deleted day keeps its history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('history_images')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', bytesColumnType(db), (c) => c.notNull())
    .addColumn('terms_accepted_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('history_images_pk', ['user_id', 'sha256'])
    .execute();

  await db.schema
    .createTable('diary_versions')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    // 1, 2, 3 … per day, never reused: a deleted day starts its entry's own version again at 1.
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .addColumn('replaced_at', 'bigint', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('diary_versions_pk', ['user_id', 'date', 'version'])
    .execute();

  await db.schema
    .createTable('diary_version_tabs')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // The tab's tags as written, a JSON array.
    .addColumn('tags', 'text', (c) => c.notNull())
    // Of a history_images row of the member. Not a foreign key: PostgreSQL would check it halfway through an
    // account's cascade (images gone, tabs not yet); pruning deletes an image only once no tab shows it.
    .addColumn('image_sha256', 'text')
    .addPrimaryKeyConstraint('diary_version_tabs_pk', ['user_id', 'date', 'version', 'position'])
    .addForeignKeyConstraint(
      'diary_version_tabs_version',
      ['user_id', 'date', 'version'],
      'diary_versions',
      ['user_id', 'date', 'version'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  // Pruning asks whether any version still shows an image.
  await db.schema
    .createIndex('diary_version_tabs_image')
    .on('diary_version_tabs')
    .columns(['user_id', 'image_sha256'])
    .execute();
}
