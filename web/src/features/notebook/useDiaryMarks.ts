import { useEventNotes } from './api';
import { markKey } from './noteMarks';

/**
 * The draw's note marks: the players with a player note at the tournament and those the member's diary
 * mentions around it (see the notebook's tournament route), as markKey's key.
 */
export function useNoteMarksKey(year: number, tournamentId: string, notedIds: readonly string[] | undefined): string {
  const event = useEventNotes(String(year), tournamentId);
  return markKey(notedIds ?? [], event.data?.mentionedPlayerIds ?? []);
}
