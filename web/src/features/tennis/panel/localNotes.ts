import type { KeyValueStorage } from '../../../lib/storageKeys';

/**
 * The copy of each player note kept in this browser (SPEC section 4: a note that fails to load falls back
 * to the locally held one), one per edition as on the server. Keyed by user too, so people sharing a browser
 * never see each other's notes.
 */
export function localNoteKey(userId: string, note: NoteEdition): string {
  return `player-note:${userId}:${note.tournamentId}:${note.tournamentYear}:${note.playerId}`;
}

/** A player at one edition of a tournament. */
export interface NoteEdition {
  tournamentId: string;
  tournamentYear: number;
  playerId: string;
}

export function createLocalNotes(storage: KeyValueStorage, userId: string) {
  return {
    read(edition: NoteEdition): string | null {
      try {
        return storage.getItem(localNoteKey(userId, edition));
      } catch {
        return null;
      }
    },
    /** Keeps the note; an empty note removes the copy, as it deletes the note on the server. */
    write(edition: NoteEdition, note: string): void {
      const key = localNoteKey(userId, edition);
      try {
        if (note.trim() === '') storage.removeItem(key);
        else storage.setItem(key, note);
      } catch {
        // Storage full or refused (private mode): the server's copy is the one that matters.
      }
    },
  };
}

export type LocalNotes = ReturnType<typeof createLocalNotes>;
