import { sql, SqliteAdapter, type ColumnType } from 'kysely';
import type { Database } from '../../../db/database.js';
import { nameTerms, tagTerm, termColumn, ownerKey, tsvectorOf, wordTerms, type TermColumns } from '../search-terms.js';
import { writeRankTerms } from '../search-documents.repo.js';

/*
 * Search rows for the tests, built exactly as the saves build them (search-documents.ts: what goes in each column),
 * without a save: the index of the diary's and player notes' saves is written and tested on its own.
 */

export interface TestDiaryTab {
  kind: 'diary';
  userId: string;
  /** The day, YYYY-MM-DD. */
  date: string;
  position?: number;
  title?: string;
  /** The tab's plain text. */
  body: string;
  tags?: string[];
  /** Labels of the players and the tournaments the tab mentions. */
  players?: string[];
  events?: string[];
}

export interface TestPlayerNote {
  kind: 'player';
  userId: string;
  /** The day the note was saved, YYYY-MM-DD. */
  date: string;
  playerId: string;
  playerName: string;
  tournamentId: string;
  tournamentName: string;
  /** The edition's year; the year of `date` when not given. */
  year?: number;
  /** The note. */
  body: string;
}

export type TestDocument = TestDiaryTab | TestPlayerNote;
/** A document before it is given to a member. */
export type UnownedTestDocument = Omit<TestDiaryTab, 'userId'> | Omit<TestPlayerNote, 'userId'>;

/** The four term columns of a document, as the saves write them. */
export function testDocumentColumns(document: TestDocument): TermColumns {
  if (document.kind === 'player') {
    return {
      words: termColumn([wordTerms(document.body), wordTerms(document.playerName), wordTerms(document.tournamentName)]),
      tags: termColumn([]),
      players: termColumn([nameTerms(document.playerName)]),
      events: termColumn([nameTerms(document.tournamentName)]),
    };
  }
  const tags = document.tags ?? [];
  return {
    words: termColumn([wordTerms(document.title ?? ''), wordTerms(document.body), ...tags.map(wordTerms)]),
    tags: termColumn(
      tags
        .map(tagTerm)
        .filter((term) => term !== '')
        .map((term) => [term]),
    ),
    players: termColumn((document.players ?? []).map(nameTerms)),
    events: termColumn((document.events ?? []).map(nameTerms)),
  };
}

/** `terms` is PostgreSQL's only (absent on SQLite), so not in the app's table types. */
type WithTerms = { searchDocuments: { terms: ColumnType<string, string | undefined, never> } };

/**
 * Inserts one search row (and, for a player note, the note the row belongs to), and its `search_rank_terms`
 * row as the index's writes make it. On PostgreSQL the tsvector `terms` is written from the same columns.
 */
export async function indexTestDocument(db: Database, document: TestDocument): Promise<void> {
  const columns = testDocumentColumns(document);
  const postgres = !(db.getExecutor().adapter instanceof SqliteAdapter);
  const owner = ownerKey(document.userId);
  const terms = postgres ? { terms: sql<string>`cast(${tsvectorOf(columns, owner)} as tsvector)` } : {};
  const common = {
    userId: document.userId,
    ownerKey: owner,
    date: document.date,
    body: document.body,
    ...columns,
    ...terms,
  };
  if (document.kind === 'player') {
    const { userId, tournamentId, playerId, playerName, tournamentName } = document;
    const year = document.year ?? Number(document.date.slice(0, 4));
    await db
      .insertInto('playerNotes')
      .values({ userId, tournamentId, playerId, tournamentYear: year, note: document.body, createdAt: 0, updatedAt: 0 })
      .execute();
    await db
      .withTables<WithTerms>()
      .insertInto('searchDocuments')
      .values({
        ...common,
        kind: 'player',
        title: '',
        tagList: '[]',
        playerId,
        playerName,
        tournamentId,
        tournamentName,
        year,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then(({ id }) => writeRankTerms(db, [id]));
    return;
  }
  await db
    .withTables<WithTerms>()
    .insertInto('searchDocuments')
    .values({
      ...common,
      kind: 'diary',
      position: document.position ?? 0,
      title: document.title ?? '',
      tagList: JSON.stringify(document.tags ?? []),
      playerName: '',
      tournamentName: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then(({ id }) => writeRankTerms(db, [id]));
}

/** Every search row gone (the player notes they belong to too), for a test that starts afresh. */
export async function clearTestDocuments(db: Database): Promise<void> {
  await db.deleteFrom('searchDocuments').execute();
  await db.deleteFrom('playerNotes').execute();
}
