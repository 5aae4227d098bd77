import { sql, SqliteAdapter, type Generated } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SearchDocumentsTable } from '../../db/tables.js';
import type { SearchDocument } from './search-documents.js';
import { RANK_WINDOW } from './relevance.js';
import { tsvectorOf, type TermColumns } from './search-terms.js';

/** PostgreSQL's `terms` column, which only the index's own SQL writes (see the search migration). */
type WithTerms = {
  searchDocuments: SearchDocumentsTable & { terms: Generated<string> };
};

const isSqlite = (db: Database) => db.getExecutor().adapter instanceof SqliteAdapter;

/** PostgreSQL's tsvector of the row's term columns, as the insert or update writes it; SQLite's triggers index. */
function termsOf(db: Database, columns: TermColumns, owner: string) {
  return isSqlite(db) ? {} : { terms: sql<string>`cast(${tsvectorOf(columns, owner)} as tsvector)` };
}

/**
 * Indexes the rows in one statement. `skipIndexed`: a row already there (another instance's backfill got to it
 * first) is left as it is rather than failing the batch.
 */
export async function insertSearchDocuments(
  db: Database,
  documents: readonly SearchDocument[],
  { skipIndexed = false } = {},
): Promise<void> {
  if (documents.length === 0) return;
  let query = db
    .withTables<WithTerms>()
    .insertInto('searchDocuments')
    .values(documents.map((document) => ({ ...document, ...termsOf(db, document, document.ownerKey) })));
  if (skipIndexed) query = query.onConflict((conflict) => conflict.doNothing());
  await writeRankTerms(
    db,
    (await query.returning('id').execute()).map((row) => row.id),
  );
}

/**
 * The rows' term columns cut to RANK_WINDOW characters into `search_rank_terms`, what the relevance counts on
 * (relevance.ts), written again over any there. `substr` counts characters on both databases, as the
 * migration that filled the table for the rows already indexed did.
 */
export async function writeRankTerms(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('searchRankTerms').where('id', 'in', ids).execute();
  const cut = (column: 'words' | 'tags' | 'players' | 'events') =>
    sql<string>`substr(${sql.ref(column)}, 1, ${RANK_WINDOW})`.as(column);
  await db
    .insertInto('searchRankTerms')
    .columns(['id', 'words', 'tags', 'players', 'events'])
    .expression(
      db
        .selectFrom('searchDocuments')
        .select(['id', cut('words'), cut('tags'), cut('players'), cut('events')])
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
    .set({ title: change.title, words: change.columns.words, ...termsOf(db, change.columns, change.ownerKey) })
    .where('noteId', '=', noteId)
    .returning('id')
    .execute();
  await writeRankTerms(
    db,
    updated.map((row) => row.id),
  );
}

/** Writes the player note's row, or replaces the one there (the note was just written in the same transaction). */
export async function upsertPlayerNoteDocument(db: Database, document: SearchDocument): Promise<void> {
  const row = { ...document, ...termsOf(db, document, document.ownerKey) };
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
