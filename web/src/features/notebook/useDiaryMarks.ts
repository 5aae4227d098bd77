import { useEventNotes } from './api';

/**
 * The draw's note marks: the players with a player note at the tournament and those the member's diary
 * mentions around it (see the notebook's tournament route), as one comma-joined key of sorted ids, so the same
 * marks always give the same key and the bracket does not re-render for a refetch.
 */
export function useNoteMarksKey(year: number, tournamentId: string, notedIds: readonly string[] | undefined): string {
  const event = useEventNotes(String(year), tournamentId);
  return markKey(notedIds ?? [], event.data?.mentionedPlayerIds ?? []);
}

export function markKey(noted: readonly string[], mentioned: readonly string[]): string {
  return [...new Set([...noted, ...mentioned])].toSorted().join(',');
}
