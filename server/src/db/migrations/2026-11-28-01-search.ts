import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * The search index (issue 19): one row per diary tab and per player note, written in the same transaction as
 * the tab or the note, and gone with it by cascade. The text is folded and stemmed in the server
 * (features/search/search-terms.ts), so both databases index the very same terms: four space-separated term
 * columns (`words`: everything written; `tags`, `players`, `events`: what the filters look in) and the plain
 * text the excerpts are cut from.
 *
 * Every indexed term is written after its member's `owner_key` (search-terms.ts ownerKey), so each member has
 * postings of their own: a search reads the member's alone. SQLite indexes the term columns so prefixed in a
 * contentless FTS5 table kept in step by triggers (a cascade delete takes its index rows too). PostgreSQL keeps a
 * `tsvector` (weights A to D for the four columns, written by the server from the same terms) under a GIN index.
 *
 * The rows already saved are indexed after the migrations run (features/search/search-backfill.ts), in small
 * batches that each commit, so a large database is indexed in steps and an interrupted run goes on where it
 * stopped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('search_documents')
    .addColumn('id', sqlite ? 'integer' : 'bigint', (c) =>
      sqlite ? c.primaryKey() : c.primaryKey().generatedAlwaysAsIdentity(),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'diary' (a tab: note_id, entry_id, position, title, tag_list) or 'player' (a note: the player_* columns).
    .addColumn('owner_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('note_id', 'text', (c) => c.unique().references('diary_notes.id').onDelete('cascade'))
    .addColumn('entry_id', 'text')
    // A tab's day, or the day a player note was last saved (UTC): YYYY-MM-DD.
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('position', 'integer')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    // The tab's tags as written, a JSON array.
    .addColumn('tag_list', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('player_id', 'text')
    .addColumn('tournament_id', 'text')
    .addColumn('player_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tournament_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('year', 'integer')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('players', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .$call((table) => (sqlite ? table : table.addColumn('terms', sql`tsvector`, (c) => c.notNull())))
    .addForeignKeyConstraint(
      'search_documents_player_note',
      ['user_id', 'tournament_id', 'player_id'],
      'player_notes',
      ['user_id', 'tournament_id', 'player_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('search_documents_user_date')
    .on('search_documents')
    .columns(['user_id', 'date'])
    .execute();
  await db.schema
    .createIndex('search_documents_player_note')
    .on('search_documents')
    .columns(['user_id', 'tournament_id', 'player_id'])
    .unique()
    .execute();

  if (sqlite) {
    await sql`create virtual table search_fts using fts5(
      words, tags, players, events,
      content = '', contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 0'
    )`.execute(db);
    // ' a b | c ' becomes 'KEYa KEYb KEYc': the bars go (phrases are checked on the columns), then every term
    // is written after the owner's key.
    const owned = (column: string) =>
      sql.raw(`replace(rtrim(replace(new.${column}, ' | ', ' ')), ' ', ' ' || new.owner_key)`);
    const indexNew = sql`insert into search_fts (rowid, words, tags, players, events)
      values (new.id, ${owned('words')}, ${owned('tags')}, ${owned('players')}, ${owned('events')});`;
    await sql`create trigger search_documents_indexed after insert on search_documents begin ${indexNew} end`.execute(
      db,
    );
    await sql`create trigger search_documents_unindexed after delete on search_documents begin
      delete from search_fts where rowid = old.id;
    end`.execute(db);
    await sql`create trigger search_documents_reindexed after update on search_documents begin
      delete from search_fts where rowid = old.id;
      ${indexNew}
    end`.execute(db);
  } else {
    await sql`create index search_documents_terms on search_documents using gin (terms)`.execute(db);
  }
}
