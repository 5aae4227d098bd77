import type { Database } from '../../db/database.js';
import type { NormalisedNote } from './note-input.js';

/** A tab of the day as it is stored, about to be replaced: what History keeps of it. */
export interface StoredTab {
  noteId: string;
  position: number;
  title: string;
  content: string;
  tags: string[];
  /** The image the tab shows: its hash and size in bytes, not its bytes. */
  image: { sha256: string; size: number } | null;
}

/** The day as stored before a save, rename or delete replaces it; its row is locked until the write commits. */
export interface ReplacedDay {
  userId: string;
  date: string;
  entryId: string;
  /** When the stored day was last written. */
  savedAt: number;
  tabs: readonly StoredTab[];
}

/** A tab as a save has just written it. */
export interface WrittenTab extends NormalisedNote {
  userId: string;
  date: string;
  entryId: string;
  noteId: string;
  position: number;
}

/**
 * What else happens when a day is written (History, mentions, the search index), each inside the write's own
 * transaction, so none of them ever says other than the day does. The composition root gives them to the
 * writer: the diary knows them by this shape alone and imports none of them.
 */
export interface DayParticipant {
  /** Named, so a bench can weigh a save with and without one. */
  name: string;
  /** The stored day is about to be replaced, renamed or deleted. */
  replacing?(trx: Database, day: ReplacedDay, now: number): Promise<void>;
  /** The day's tabs have been written (a deleted day's rows go by cascade: this is not called for it). */
  written?(trx: Database, tabs: readonly WrittenTab[]): Promise<void>;
  /** A tab has a new title. */
  retitled?(trx: Database, noteId: string, title: string): Promise<void>;
}
