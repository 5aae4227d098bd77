import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * A search's cost bounded whatever the rows hold (issue 30, finding 5). A tab may hold ~199,000 characters and a
 * day 20 such tabs; the relevance and the phrase checks read every matched row's term columns, and on SQLite
 * (synchronous in the server's one thread) that held the event loop for seconds.
 *
 * - `search_rank_terms`: each row's four term columns cut to their first RANK_WINDOW characters
 *   (features/search/relevance.ts, where the same number is), one short row per search row and gone with it
 *   by cascade. The relevance counts on them: at most RANK_WINDOW characters of each column per matched row.
 *   Filled here from the rows already indexed, by the same SQL the index's writes use (`substr`, which counts
 *   characters on both databases).
 * - SQLite: FTS5 now keeps where each part of a column ends (a bar, ' | ', becomes the token KEY, the member's
 *   key alone, which no indexed term can be), so a phrase searched as an FTS5 phrase is found exactly when its
 *   terms stand together within one part, from the postings alone: no phrase check reads a term column there.
 *   The triggers are made again and every row indexed again.
 */
const RANK_WINDOW = 1_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('search_rank_terms')
    .addColumn('id', sqlite ? 'integer' : 'bigint', (c) =>
      c.primaryKey().references('search_documents.id').onDelete('cascade'),
    )
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('players', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .execute();
  const cut = (column: string) => sql`substr(${sql.ref(column)}, 1, ${sql.lit(RANK_WINDOW)})`;
  await sql`insert into search_rank_terms (id, words, tags, players, events)
    select id, ${cut('words')}, ${cut('tags')}, ${cut('players')}, ${cut('events')} from search_documents`.execute(db);

  if (!sqlite) return;
  for (const trigger of ['search_documents_indexed', 'search_documents_unindexed', 'search_documents_reindexed']) {
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  // ' a b | c ' becomes 'KEYa KEYb KEY| KEYc': the tokenizer reads 'KEYa', 'KEYb', 'KEY', 'KEYc'.
  const owned = (row: 'new' | 'search_documents', column: string) =>
    sql.raw(`replace(rtrim(${row}.${column}), ' ', ' ' || ${row}.owner_key)`);
  const indexNew = sql`insert into search_fts (rowid, words, tags, players, events)
      values (new.id, ${owned('new', 'words')}, ${owned('new', 'tags')}, ${owned('new', 'players')}, ${owned('new', 'events')});`;
  await sql`create trigger search_documents_indexed after insert on search_documents begin ${indexNew} end`.execute(db);
  await sql`create trigger search_documents_unindexed after delete on search_documents begin
      delete from search_fts where rowid = old.id;
    end`.execute(db);
  await sql`create trigger search_documents_reindexed after update on search_documents begin
      delete from search_fts where rowid = old.id;
      ${indexNew}
    end`.execute(db);
  await sql`insert into search_fts (search_fts) values ('delete-all')`.execute(db);
  const all = (column: string) => owned('search_documents', column);
  await sql`insert into search_fts (rowid, words, tags, players, events)
    select id, ${all('words')}, ${all('tags')}, ${all('players')}, ${all('events')} from search_documents`.execute(db);
}
