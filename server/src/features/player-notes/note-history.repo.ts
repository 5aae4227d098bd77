import type { Database } from '../../db/database.js';
import { prunable } from '../history/retention.js';
import type { NoteKey } from './player-notes.repo.js';

/** The note as stored, with when it was saved; undefined when the member has none there. */
export async function findNoteRow(
  db: Database,
  key: NoteKey,
): Promise<{ note: string; updatedAt: number } | undefined> {
  return db
    .selectFrom('playerNotes')
    .select(['note', 'updatedAt'])
    .where('userId', '=', key.userId)
    .where('tournamentId', '=', key.tournamentId)
    .where('playerId', '=', key.playerId)
    .where('tournamentYear', '=', key.tournamentYear)
    .executeTakeFirst();
}

/**
 * Keeps the text a save, delete, restore or import is about to replace as the note's next version, in the
 * caller's transaction, and lets go of versions past the history's retention (history/retention.ts: the newest
 * HISTORY_RETENTION.versionsPerDay of a note, and all of the last two years, are kept).
 */
export async function keepReplacedNote(
  db: Database,
  key: NoteKey,
  replaced: { note: string; updatedAt: number },
  now: number,
): Promise<void> {
  const latest = await db
    .selectFrom('playerNoteVersions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('userId', '=', key.userId)
    .where('tournamentId', '=', key.tournamentId)
    .where('playerId', '=', key.playerId)
    .where('tournamentYear', '=', key.tournamentYear)
    .executeTakeFirst();
  const version = (latest?.version ?? 0) + 1;
  await db
    .insertInto('playerNoteVersions')
    .values({ ...key, version, note: replaced.note, savedAt: replaced.updatedAt, replacedAt: now })
    .execute();
  const prune = prunable(version, now);
  if (!prune) return;
  await db
    .deleteFrom('playerNoteVersions')
    .where('userId', '=', key.userId)
    .where('tournamentId', '=', key.tournamentId)
    .where('playerId', '=', key.playerId)
    .where('tournamentYear', '=', key.tournamentYear)
    .where('version', '<=', prune.upTo)
    .where('replacedAt', '<', prune.before)
    .execute();
}

/** The note's earlier texts, newest first. */
export async function listNoteVersions(db: Database, key: NoteKey) {
  return db
    .selectFrom('playerNoteVersions')
    .select(['version', 'note', 'savedAt', 'replacedAt'])
    .where('userId', '=', key.userId)
    .where('tournamentId', '=', key.tournamentId)
    .where('playerId', '=', key.playerId)
    .where('tournamentYear', '=', key.tournamentYear)
    .orderBy('version', 'desc')
    .execute();
}

export async function findNoteVersion(db: Database, key: NoteKey, version: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('playerNoteVersions')
    .select('note')
    .where('userId', '=', key.userId)
    .where('tournamentId', '=', key.tournamentId)
    .where('playerId', '=', key.playerId)
    .where('tournamentYear', '=', key.tournamentYear)
    .where('version', '=', version)
    .executeTakeFirst();
  return row?.note;
}
