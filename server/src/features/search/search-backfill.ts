import type { TennisDataSource, Tournament } from '@baseline/contract';
import { sql, SqliteAdapter } from 'kysely';
import type { Database } from '../../db/database.js';
import { readNote } from '../mentions/note-mentions.js';
import type { TournamentLookup } from '../player-notes/player-notes.service.js';
import { editionOf } from '../player-notes/tournament-edition.js';
import { playerNames } from './player-names.repo.js';
import { playerNoteDocument, tabDocument } from './search-documents.js';
import { insertSearchDocuments } from './search-documents.repo.js';
import { listTags } from '../diary/note-tags.repo.js';
import { playerNotesNotIndexed, tabsNotIndexed } from './search-backfill.repo.js';

/** Rows read, indexed and committed at a time: a large database is indexed in steps of this many. */
export const BACKFILL_BATCH = 500;

export interface BackfillDeps {
  db: Database;
  /** The tennis source whose players and tournaments name the player notes. */
  tournaments: TournamentLookup;
  batchSize?: number;
  /** Told when the tennis source cannot name tournaments: those notes are indexed without the name. */
  warn: (message: string) => void;
}

/**
 * Indexes every diary tab and player note that has no search row yet (those saved before the index existed),
 * batch by batch, each batch in a transaction of its own: an interrupted run leaves whole batches indexed and
 * the next run goes on from there, since whatever has a row is skipped. Answers how many rows it wrote.
 */
export async function backfillSearchIndex(deps: BackfillDeps): Promise<{ tabs: number; playerNotes: number }> {
  const batchSize = deps.batchSize ?? BACKFILL_BATCH;
  const titles = tournamentTitles(deps);
  let tabs = 0;
  for (let read = batchSize; read === batchSize; tabs += read) read = await backfillTabs(deps.db, batchSize);
  let playerNotes = 0;
  for (let read = batchSize; read === batchSize; playerNotes += read) {
    read = await backfillPlayerNotes(deps.db, deps.tournaments.source, titles, batchSize);
  }
  // PostgreSQL plans by its statistics: until autovacuum's analyze comes round, a freshly filled index looks
  // empty, and searches would walk the member's rows by date instead of asking the GIN index.
  if (tabs + playerNotes > batchSize && !(deps.db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`analyze search_documents`.execute(deps.db);
  }
  return { tabs, playerNotes };
}

/** One batch of tabs not indexed yet, indexed in one transaction; answers how many it read. */
export async function backfillTabs(db: Database, batchSize: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const tabs = await tabsNotIndexed(trx, batchSize);
    const tags = new Map<string, string[]>();
    for (const { noteId, tag } of await listTags(
      trx,
      tabs.map((tab) => tab.noteId),
    )) {
      tags.set(noteId, [...(tags.get(noteId) ?? []), tag]);
    }
    const documents = tabs.map(({ content, ...tab }) =>
      tabDocument({ ...tab, ...readNote(content), tags: tags.get(tab.noteId) ?? [] }),
    );
    // Another instance starting at the same moment may have indexed some of them first.
    await insertSearchDocuments(trx, documents, { skipIndexed: true });
    return tabs.length;
  });
}

/** One batch of player notes not indexed yet, indexed in one transaction; answers how many it read. */
export async function backfillPlayerNotes(
  db: Database,
  source: TennisDataSource,
  titles: (tournamentId: string) => Promise<Tournament[]>,
  batchSize: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const notes = await playerNotesNotIndexed(trx, batchSize);
    const names = await playerNames(trx, source, [...new Set(notes.map((note) => note.playerId))]);
    const documents = [];
    for (const note of notes) {
      const edition = editionOf(await titles(note.tournamentId), note.tournamentYear);
      documents.push(
        playerNoteDocument({
          ...note,
          playerName: names.get(note.playerId) ?? '',
          tournamentName: edition?.TournamentTitle ?? '',
        }),
      );
    }
    await insertSearchDocuments(trx, documents, { skipIndexed: true });
    return notes.length;
  });
}

/**
 * The source's editions of a tournament, asked once per id. Once the source fails to answer, it is not asked
 * again in this run: the start does not wait out a timeout per tournament for a source that is down.
 */
function tournamentTitles({ tournaments, warn }: Pick<BackfillDeps, 'tournaments' | 'warn'>) {
  const known = new Map<string, Tournament[]>();
  let unavailable = false;
  return async (tournamentId: string): Promise<Tournament[]> => {
    if (unavailable) return [];
    const cached = known.get(tournamentId);
    if (cached) return cached;
    try {
      const editions = await tournaments.tournamentsWithId(tournamentId);
      known.set(tournamentId, editions);
      return editions;
    } catch (error) {
      unavailable = true;
      warn(`Search index: the tennis source cannot name tournaments (${String(error)}); notes indexed without.`);
      return [];
    }
  };
}
