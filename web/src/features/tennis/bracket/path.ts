import type { BracketLayout } from './layout';
import { fixturePlayerIds } from './layout';

/**
 * The fixtures a player plays in, from their first match to their last (or to the one to come): the keys
 * of the slots to highlight. Empty when nobody is selected.
 */
export function playerPath(layout: BracketLayout, playerId: string | null): ReadonlySet<string> {
  const keys = new Set<string>();
  if (playerId === null) return keys;
  for (const round of layout.rounds) {
    for (const slot of round.slots) {
      if (fixturePlayerIds(slot.fixture).includes(playerId)) keys.add(slot.key);
    }
  }
  return keys;
}

/**
 * The players of a fixture the user has a note on, as one comma-joined string: a value that stays equal
 * between renders, so a memoised fixture re-renders only when its own marks change.
 */
export function notedInFixture(ids: readonly string[], noted: ReadonlySet<string>): string {
  return ids.filter((id) => noted.has(id)).join(',');
}
