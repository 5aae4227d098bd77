import type { Database } from '../../db/database.js';
import { prunable } from '../history/retention.js';
import { findNote, noteKeyColumns, type NoteKey } from './player-notes.repo.js';

/**
 * Before the note is written with `note`: keeps the text stored now as the note's next version, in the caller's
 * transaction, and lets go of versions past the history's retention (history/retention.ts: the newest
 * HISTORY_RETENTION.versionsPerDay of a note, and all of the last two years, are kept). False when `note` is
 * the stored text: nothing is to be written, and no version is kept.
 */
export async function keepReplacedNote(db: Database, key: NoteKey, note: string, now: number): Promise<boolean> {
  const stored = await findNote(db, key);
  if (stored?.note === note) return false;
  if (!stored) return true;
  const latest = await db
    .selectFrom('playerNoteVersions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where((eb) => eb.and(noteKeyColumns(key)))
    .executeTakeFirst();
  const version = (latest?.version ?? 0) + 1;
  await db
    .insertInto('playerNoteVersions')
    .values({ ...key, version, note: stored.note, savedAt: stored.updatedAt, replacedAt: now })
    .execute();
  const prune = prunable(version, now);
  if (!prune) return true;
  await db
    .deleteFrom('playerNoteVersions')
    .where((eb) => eb.and(noteKeyColumns(key)))
    .where('version', '<=', prune.upTo)
    .where('replacedAt', '<', prune.before)
    .execute();
  return true;
}

/** The note's earlier texts, newest first. */
export async function listNoteVersions(db: Database, key: NoteKey) {
  return db
    .selectFrom('playerNoteVersions')
    .select(['version', 'note', 'savedAt', 'replacedAt'])
    .where((eb) => eb.and(noteKeyColumns(key)))
    .orderBy('version', 'desc')
    .execute();
}

export async function findNoteVersion(db: Database, key: NoteKey, version: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('playerNoteVersions')
    .select('note')
    .where((eb) => eb.and(noteKeyColumns(key)))
    .where('version', '=', version)
    .executeTakeFirst();
  return row?.note;
}
