import type { EventPlayerNote, PlayerLabel } from '@baseline/contract';
import type { LabelsByPlayer } from '../labels/labelIndex';

/** A player the member wrote about or labelled, numbered as the printed draw refers to them. */
export interface PackPlayerEntry {
  number: number;
  playerId: string;
  name: string;
  /** The member's notes on them at this tournament (the season's, and any saved with no year). */
  notes: string[];
  labels: readonly PlayerLabel[];
}

/**
 * The players section: every player of the draw with a note or a label, in the order the draw first names
 * them (so the numbers beside the names rise down the page), then those noted here who are not in the draw
 * (withdrawn, or noted before it was made). A blank note says nothing on paper and is left out.
 */
export function packPlayers(
  inDraw: ReadonlyMap<string, string>,
  playerNotes: readonly EventPlayerNote[],
  labels: LabelsByPlayer,
): PackPlayerEntry[] {
  const notesByPlayer = new Map<string, { name?: string; notes: string[] }>();
  for (const { playerId, playerName, note } of playerNotes) {
    if (note.trim() === '') continue;
    const known = notesByPlayer.get(playerId) ?? { ...(playerName ? { name: playerName } : {}), notes: [] };
    known.notes.push(note);
    notesByPlayer.set(playerId, known);
  }
  const entries: Omit<PackPlayerEntry, 'number'>[] = [];
  for (const [playerId, name] of inDraw) {
    const notes = notesByPlayer.get(playerId)?.notes ?? [];
    const playerLabels = labels.get(playerId) ?? [];
    if (notes.length > 0 || playerLabels.length > 0) entries.push({ playerId, name, notes, labels: playerLabels });
  }
  for (const [playerId, { name, notes }] of notesByPlayer) {
    if (!inDraw.has(playerId)) {
      entries.push({ playerId, name: name ?? `Player ${playerId}`, notes, labels: labels.get(playerId) ?? [] });
    }
  }
  return entries.map((entry, index) => ({ ...entry, number: index + 1 }));
}
