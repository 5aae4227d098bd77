import { sql } from 'kysely';
import type { TestApp } from '../../../../test/build-app.js';
import { ownerKey } from '../search-terms.js';

/** What the helpers read through: a test app's database, or a test database alone. */
type WithDatabase = Pick<TestApp, 'database'>;

/** A user's search rows, every column but the id (and PostgreSQL's tsvector), in a stable order. */
export async function searchRowsOf(t: WithDatabase, userId: string) {
  return t.database.db
    .selectFrom('searchDocuments')
    .select([
      'kind',
      'noteId',
      'entryId',
      'date',
      'position',
      'title',
      'tagList',
      'playerId',
      'tournamentId',
      'playerName',
      'tournamentName',
      'year',
      'body',
      'words',
      'tags',
      'players',
      'events',
    ])
    .where('userId', '=', userId)
    .orderBy('kind')
    .orderBy('date')
    .orderBy('position')
    .orderBy('playerId')
    .execute();
}

/**
 * The ids of the user's rows the database's own full-text index finds for one term in one field: FTS5's
 * `search_fts` on SQLite, the tsvector (the field's weight) on PostgreSQL; the term as indexed, after the
 * member's key.
 */
export async function matchedRowIds(
  t: WithDatabase,
  userId: string,
  field: 'words' | 'tags' | 'players' | 'events',
  term: string,
): Promise<number[]> {
  const weight = { words: 'A', tags: 'B', players: 'C', events: 'D' }[field];
  const indexed = `${ownerKey(userId)}${term}`;
  const query =
    t.database.dialect === 'sqlite'
      ? sql<{ id: number }>`select d.id from search_fts f join search_documents d on d.id = f.rowid
          where search_fts match ${`${field} : "${indexed}"`} and d.user_id = ${userId} order by d.id`
      : sql<{ id: number }>`select id from search_documents
          where terms @@ cast(${`'${indexed}':${weight}`} as tsquery) and user_id = ${userId} order by id`;
  return (await query.execute(t.database.db)).rows.map((row) => row.id);
}

/** The ids of the user's rows, by note id (diary) or player id (player notes). */
export async function searchRowIds(t: WithDatabase, userId: string): Promise<Map<string, number>> {
  const rows = await t.database.db
    .selectFrom('searchDocuments')
    .select(['id', 'noteId', 'playerId'])
    .where('userId', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.noteId ?? row.playerId ?? '', row.id]));
}

/**
 * SQLite: FTS5's own check that its index holds exactly the rows of search_documents (it throws otherwise);
 * PostgreSQL keeps the tsvector in the row itself, so there is nothing apart to disagree.
 */
export async function checkFullTextIndex(t: WithDatabase): Promise<void> {
  if (t.database.dialect !== 'sqlite') return;
  await sql`insert into search_fts (search_fts) values ('integrity-check')`.execute(t.database.db);
}
