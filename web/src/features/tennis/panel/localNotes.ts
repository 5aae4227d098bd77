import type { KeyValueStorage } from '../../../lib/storageKeys';

/**
 * The copy of each player note kept in this browser (SPEC section 4: a note that fails to load falls back
 * to the locally held one). Keyed by user too, so people sharing a browser never see each other's notes.
 */
export function localNoteKey(userId: string, tournamentId: string, playerId: string): string {
  return `player-note:${userId}:${tournamentId}:${playerId}`;
}

export function createLocalNotes(storage: KeyValueStorage, userId: string) {
  return {
    read(tournamentId: string, playerId: string): string | null {
      try {
        return storage.getItem(localNoteKey(userId, tournamentId, playerId));
      } catch {
        return null;
      }
    },
    /** Keeps the note; an empty note removes the copy, as it deletes the note on the server. */
    write(tournamentId: string, playerId: string, note: string): void {
      const key = localNoteKey(userId, tournamentId, playerId);
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
