import type { Database } from './db/database.js';
import { tabsToIndex } from './features/diary/search-source.js';
import type { TournamentLookup } from './features/player-notes/player-notes.service.js';
import { playerNotesToIndex } from './features/player-notes/search-source.js';
import { backfillIndex, backfillTabs as backfillTabBatch } from './features/search/search-backfill.js';

export interface SavedNotesBackfill {
  db: Database;
  /** The tennis source whose players and tournaments name the player notes. */
  tournaments: TournamentLookup;
  batchSize?: number;
  /** Told when the tennis source cannot name tournaments: those notes are indexed without the name. */
  warn: (message: string) => void;
}

/** The search index's backfill at start (features/search/search-backfill.ts) over the diary's and the notes' own reads. */
export function backfillSearchIndex({ db, tournaments, warn, batchSize }: SavedNotesBackfill) {
  const sources = { tabs: tabsToIndex, playerNotes: playerNotesToIndex({ tournaments, warn }) };
  return backfillIndex({ db, sources, ...(batchSize === undefined ? {} : { batchSize }) });
}

/** One batch of the diary's tabs not indexed yet; answers how many it read. */
export function backfillTabs(db: Database, batchSize: number) {
  return backfillTabBatch(db, { tabs: tabsToIndex }, batchSize);
}
