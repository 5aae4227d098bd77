import { sql, SqliteAdapter, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { playerNoteDocument, tabDocument, type IndexedPlayerNote, type IndexedTab } from './search-documents.js';
import { insertSearchDocuments } from './search-documents.repo.js';

/** Rows read, indexed and committed at a time: a large database is indexed in steps of this many. */
export const BACKFILL_BATCH = 500;

/** The condition a source's query takes, on its own row's keys: no search row holds that tab or note yet. */
export const notIndexed = {
  tab: (noteId: Expression<string>) =>
    sql<SqlBool>`not exists (select 1 from search_documents s where s.note_id = ${noteId})`,
  playerNote: (key: {
    userId: Expression<string>;
    tournamentId: Expression<string>;
    playerId: Expression<string>;
    tournamentYear: Expression<number>;
  }) =>
    sql<SqlBool>`not exists (select 1 from search_documents s where s.user_id = ${key.userId}
      and s.tournament_id = ${key.tournamentId} and s.player_id = ${key.playerId} and s.year = ${key.tournamentYear})`,
};

/**
 * Where the notes to index come from: the diary's tabs and the player notes, each read by its own feature (the
 * composition root wires them), at most `limit` a call, each with the `notIndexed` condition in its query.
 */
export interface BackfillSources {
  tabs(trx: Database, limit: number, condition: typeof notIndexed.tab): Promise<IndexedTab[]>;
  playerNotes(trx: Database, limit: number, condition: typeof notIndexed.playerNote): Promise<IndexedPlayerNote[]>;
}

export interface BackfillDeps {
  db: Database;
  sources: BackfillSources;
  batchSize?: number;
}

/**
 * Indexes every diary tab and player note that has no search row yet (those saved before the index existed),
 * batch by batch, each batch in a transaction of its own: an interrupted run leaves whole batches indexed and
 * the next run goes on from there, since whatever has a row is skipped. Answers how many rows it wrote.
 */
export async function backfillIndex({ db, sources, batchSize = BACKFILL_BATCH }: BackfillDeps) {
  let tabs = 0;
  for (let read = batchSize; read === batchSize; tabs += read) read = await backfillTabs(db, sources, batchSize);
  let playerNotes = 0;
  for (let read = batchSize; read === batchSize; playerNotes += read) {
    read = await indexBatch(db, async (trx) =>
      (await sources.playerNotes(trx, batchSize, notIndexed.playerNote)).map(playerNoteDocument),
    );
  }
  // PostgreSQL plans by its statistics: until autovacuum's analyze comes round, a freshly filled index looks
  // empty, and searches would walk the member's rows by date instead of asking the GIN index.
  if (tabs + playerNotes > batchSize && !(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`analyze search_documents`.execute(db);
  }
  return { tabs, playerNotes };
}

/** One batch of tabs not indexed yet, indexed in one transaction; answers how many it read. */
export function backfillTabs(db: Database, sources: Pick<BackfillSources, 'tabs'>, batchSize: number) {
  return indexBatch(db, async (trx) => (await sources.tabs(trx, batchSize, notIndexed.tab)).map(tabDocument));
}

async function indexBatch(db: Database, read: (trx: Database) => Promise<ReturnType<typeof tabDocument>[]>) {
  return db.transaction().execute(async (trx) => {
    const documents = await read(trx);
    // Another instance starting at the same moment may have indexed some of them first.
    await insertSearchDocuments(trx, documents, { skipIndexed: true });
    return documents.length;
  });
}
