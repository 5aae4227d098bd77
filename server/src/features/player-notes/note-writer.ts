import type { Database } from '../../db/database.js';
import { keepReplacedNote } from './note-history.repo.js';
import { deleteNote, upsertNote, type NoteKey } from './player-notes.repo.js';

/** A player note as just written, with the names the tennis source gives ('' when it has none). */
export interface WrittenPlayerNote extends NoteKey {
  note: string;
  updatedAt: number;
  playerName: string;
  tournamentName: string;
}

/**
 * What else happens when a player note is written (the search index), inside the write's transaction. The
 * composition root gives them to the writer, which imports none of them.
 */
export interface PlayerNoteParticipant {
  name: string;
  written?(trx: Database, note: WrittenPlayerNote): Promise<void>;
}

/** A note's new text: '' deletes it; `createdAt` and `updatedAt` are the write's time but in an import. */
export interface PlayerNoteWrite {
  note: string;
  now: number;
  createdAt?: number;
  updatedAt?: number;
  playerName: string;
  tournamentName: string;
}

/**
 * The one place a player note is written: the note route, its history's restore, the import and the demo. Inside
 * the caller's transaction it keeps the replaced text in the note's history, writes or deletes the note (a
 * deleted note's search row goes by cascade) and tells the participants.
 */
export function createPlayerNoteWriter({ participants }: { participants: readonly PlayerNoteParticipant[] }) {
  return {
    /** False when the text is the one stored: nothing is written and no version kept. */
    async write(trx: Database, key: NoteKey, write: PlayerNoteWrite): Promise<boolean> {
      if (!(await keepReplacedNote(trx, key, write.note, write.now))) return false;
      if (write.note === '') {
        await deleteNote(trx, key);
        return true;
      }
      const updatedAt = write.updatedAt ?? write.now;
      await upsertNote(trx, key, { note: write.note, createdAt: write.createdAt ?? updatedAt, updatedAt });
      const { playerName, tournamentName } = write;
      for (const participant of participants) {
        await participant.written?.(trx, { ...key, note: write.note, updatedAt, playerName, tournamentName });
      }
      return true;
    },
  };
}

export type PlayerNoteWriter = ReturnType<typeof createPlayerNoteWriter>;
