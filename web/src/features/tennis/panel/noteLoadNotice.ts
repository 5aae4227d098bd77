import { OFFLINE_TEXT } from '../../offline/offlineText';

/**
 * What the notes panel says when the note could not be loaded. Offline, the device is the reason and what it
 * keeps is the news: a player who never had a note has no copy, and nothing failed. Online, it is a failure
 * (SPEC section 4's fallback), said without promising a copy that does not exist.
 */
export function noteLoadNotice({ online, hasLocalCopy }: { online: boolean; hasLocalCopy: boolean }): string {
  if (!online) return hasLocalCopy ? OFFLINE_TEXT.noteKeptOnDevice : OFFLINE_TEXT.noNoteOnDevice;
  return hasLocalCopy
    ? 'Could not load your saved note: showing the copy kept in this browser.'
    : 'Could not load your saved note, and this browser keeps no copy of it: saving now would replace it.';
}
