import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The notebook that joins the diary to the tennis data (issue 18): which diary tab mentions which player or
 * tournament (written in the save's own transaction, so every backlink reads an index, never the notes' HTML),
 * a member's labels and the players they are on, and a member's own templates. All of it is private: every row
 * carries its user and goes with the account.
 *
 * On SQLite `diary_mentions` is kept in its primary key's order (WITHOUT ROWID): one b-tree instead of a rowid
 * table and a key index beside it, which halves what a save of many mentions writes (bench/src/mention-rows.ts).
 * PostgreSQL has no rowid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const clustered = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('diary_mentions')
    .addColumn('note_id', 'text', (c) => c.notNull().references('diary_notes.id').onDelete('cascade'))
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    // The day's date (YYYY-MM-DD): backlinks are newest first, and a season's are one range.
    .addColumn('date', 'text', (c) => c.notNull())
    // 'player' or 'tournament'; the id is the tennis source's, as in player_notes.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('diary_mentions_pk', ['note_id', 'kind', 'target_id'])
    .$call((table) => (clustered ? table.modifyEnd(sql`without rowid`) : table))
    .execute();
  await db.schema
    .createIndex('diary_mentions_target')
    .on('diary_mentions')
    .columns(['user_id', 'kind', 'target_id', 'date'])
    .execute();
  await db.schema.createIndex('diary_mentions_entry').on('diary_mentions').column('entry_id').execute();

  await db.schema
    .createTable('player_labels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // The name folded (case, accents, spaces): one member cannot have two labels that read the same.
    .addColumn('name_key', 'text', (c) => c.notNull())
    // One of the palette's colour names (contract: LABEL_COLOURS).
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('player_labels_user_name', ['user_id', 'name_key'])
    .execute();
  await db.schema
    .createTable('player_label_assignments')
    .addColumn('label_id', 'text', (c) => c.notNull().references('player_labels.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_label_assignments_pk', ['label_id', 'player_id'])
    .execute();
  await db.schema
    .createIndex('player_label_assignments_player')
    .on('player_label_assignments')
    .columns(['user_id', 'player_id'])
    .execute();

  await db.schema
    .createTable('note_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'tab' (sanitised rich text, as a diary tab) or 'note' (plain text, as a player note).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('note_templates_user').on('note_templates').columns(['user_id', 'kind']).execute();
}
