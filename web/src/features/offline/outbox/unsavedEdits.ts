/**
 * Edits of one day or note made on this device and not saved yet: kept in the member's outbox database beside the
 * queued changes, under the same key (see changes.ts), so a reload or a crash does not lose them, logout deletes
 * them with the queue, and another member on the browser never sees them. They are never sent: saving turns them
 * into a queued change (offline) or drops them (once the server has the day). What `edits` holds is the owning
 * feature's to write and to check when read back (it may have been written by an older version, or tampered with).
 */
export interface UnsavedEdits {
  key: string;
  /** When they were written, in ms since the epoch. */
  savedAt: number;
  edits: unknown;
}

/** Edits older than this are stale: the member has long moved on, so they are dropped rather than restored. */
export const UNSAVED_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function isExpired(unsaved: UnsavedEdits, now: number): boolean {
  return now - unsaved.savedAt > UNSAVED_MAX_AGE_MS;
}
