import { sql, SqliteAdapter, type Generated, type QueryCreator } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SearchDocumentsTable, Tables } from '../../db/tables.js';
import type { SearchDocument } from './search-documents.js';
import { RANK_WINDOW } from './relevance.js';
import { tsvectorOf, type TermColumns } from './search-terms.js';

/** PostgreSQL's `terms` column, which only the index's own SQL writes (see the search migration). */
type WithTerms = {
  searchDocuments: SearchDocumentsTable & { terms: Generated<string> };
};

const isSqlite = (db: Database) => db.getExecutor().adapter instanceof SqliteAdapter;

/** PostgreSQL's tsvector of the row's term columns, as the insert or update writes it; SQLite's triggers index. */
function termsOf(sqlite: boolean, columns: TermColumns, owner: string) {
  return sqlite ? {} : { terms: sql<string>`cast(${tsvectorOf(columns, owner)} as tsvector)` };
}

/** The rank's cut of a term column (relevance.ts): `substr` counts characters on both databases. */
const rankCut = (column: 'words' | 'tags' | 'players' | 'events') =>
  sql<string>`substr(${sql.ref(column)}, 1, ${RANK_WINDOW})`.as(column);

/**
 * Indexes the rows and writes their `search_rank_terms`, in one statement on PostgreSQL (the rank terms taken
 * from what the insert returns) and two on SQLite, which has no insert inside a `with`. `skipIndexed`: a row
 * already there (another instance's backfill got to it first) is left as it is rather than failing the batch.
 */
export async function insertSearchDocuments(
  db: Database,
  documents: readonly SearchDocument[],
  { skipIndexed = false } = {},
): Promise<void> {
  if (documents.length === 0) return;
  const sqlite = isSqlite(db);
  const inserted = (creator: QueryCreator<Tables & WithTerms>) => {
    const query = creator
      .insertInto('searchDocuments')
      .values(documents.map((document) => ({ ...document, ...termsOf(sqlite, document, document.ownerKey) })));
    return (skipIndexed ? query.onConflict((conflict) => conflict.doNothing()) : query).returning([
      'id',
      rankCut('words'),
      rankCut('tags'),
      rankCut('players'),
      rankCut('events'),
    ]);
  };
  if (sqlite) {
    const rankTerms = await inserted(db.withTables<WithTerms>()).execute();
    if (rankTerms.length > 0) await db.insertInto('searchRankTerms').values(rankTerms).execute();
    return;
  }
  await db
    .withTables<WithTerms>()
    .with('written', inserted)
    .insertInto('searchRankTerms')
    .columns(['id', 'words', 'tags', 'players', 'events'])
    .expression((eb) => eb.selectFrom('written').selectAll())
    .execute();
}

/**
 * The rows' term columns cut to RANK_WINDOW characters into `search_rank_terms`, what the relevance counts on
 * (relevance.ts), written again over any there. `substr` counts characters on both databases, as the
 * migration that filled the table for the rows already indexed did.
 */
export async function writeRankTerms(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('searchRankTerms').where('id', 'in', ids).execute();
  await db
    .insertInto('searchRankTerms')
    .columns(['id', 'words', 'tags', 'players', 'events'])
    .expression(
      db
        .selectFrom('searchDocuments')
        .select(['id', rankCut('words'), rankCut('tags'), rankCut('players'), rankCut('events')])
        .where('id', 'in', ids),
    )
    .execute();
}

/** The indexed tab's text as the rename needs it, to write its words again under the new title. */
export async function findTabDocument(db: Database, noteId: string) {
  return db
    .selectFrom('searchDocuments')
    .select(['body', 'tagList', 'tags', 'players', 'events', 'ownerKey'])
    .where('noteId', '=', noteId)
    .executeTakeFirst();
}

export async function retitleTabDocument(
  db: Database,
  noteId: string,
  change: { title: string; columns: TermColumns; ownerKey: string },
): Promise<void> {
  const updated = await db
    .withTables<WithTerms>()
    .updateTable('searchDocuments')
    .set({
      title: change.title,
      words: change.columns.words,
      ...termsOf(isSqlite(db), change.columns, change.ownerKey),
    })
    .where('noteId', '=', noteId)
    .returning('id')
    .execute();
  await writeRankTerms(
    db,
    updated.map((row) => row.id),
  );
}

/** Writes the player note's row, or replaces the one there (the note was just written in the same transaction). */
/** A chart's row, written over the one it had: the chart's key is the member and its id. */
export async function upsertChartDocument(db: Database, document: SearchDocument): Promise<void> {
  const row = { ...document, ...termsOf(isSqlite(db), document, document.ownerKey) };
  const written = await db
    .withTables<WithTerms>()
    .insertInto('searchDocuments')
    .values(row)
    .onConflict((conflict) => conflict.columns(['userId', 'chartId']).doUpdateSet(row))
    .returning('id')
    .execute();
  await writeRankTerms(
    db,
    written.map((found) => found.id),
  );
}

export async function upsertPlayerNoteDocument(db: Database, document: SearchDocument): Promise<void> {
  const row = { ...document, ...termsOf(isSqlite(db), document, document.ownerKey) };
  const written = await db
    .withTables<WithTerms>()
    .insertInto('searchDocuments')
    .values(row)
    .onConflict((conflict) => conflict.columns(['userId', 'tournamentId', 'playerId', 'year']).doUpdateSet(row))
    .returning('id')
    .execute();
  await writeRankTerms(
    db,
    written.map((row) => row.id),
  );
}

/**
 * The member's charts as the index names them: the players as the title ("Jannik Sinner v Carlos Alcaraz"), the
 * event and the match's date; one seek of the (user, chart) index, no chart's points read.
 */
export async function chartTitles(db: Database, userId: string) {
  const rows = await db
    .selectFrom('searchDocuments')
    .select(['chartId', 'title', 'tournamentName', 'date'])
    .where('userId', '=', userId)
    .where('chartId', 'is not', null)
    .execute();
  return rows.flatMap(({ chartId, ...row }) => (chartId === null ? [] : [{ chartId, ...row }]));
}
