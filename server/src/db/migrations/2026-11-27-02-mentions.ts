import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * SQLite: `diary_mentions` kept in its primary key's order (WITHOUT ROWID), as one b-tree instead of a rowid
 * table and a key index beside it. A save writes a row per mention; measured on the bench's saves of 20
 * mentions this cuts the table's cost per save by about half (bench/src/mention-rows.ts). The columns, keys,
 * foreign key and indexes are those of 2026-11-27-01-notebook; its rows are carried over. PostgreSQL has no
 * rowid: nothing changes there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await db.schema
    .createTable('diary_mentions_clustered')
    .addColumn('note_id', 'text', (c) => c.notNull().references('diary_notes.id').onDelete('cascade'))
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('diary_mentions_pk', ['note_id', 'kind', 'target_id'])
    .modifyEnd(sql`without rowid`)
    .execute();
  await sql`insert into diary_mentions_clustered (note_id, entry_id, user_id, date, kind, target_id)
    select note_id, entry_id, user_id, date, kind, target_id from diary_mentions`.execute(db);
  await db.schema.dropTable('diary_mentions').execute();
  await db.schema.alterTable('diary_mentions_clustered').renameTo('diary_mentions').execute();
  await db.schema
    .createIndex('diary_mentions_target')
    .on('diary_mentions')
    .columns(['user_id', 'kind', 'target_id', 'date'])
    .execute();
  await db.schema.createIndex('diary_mentions_entry').on('diary_mentions').column('entry_id').execute();
}
