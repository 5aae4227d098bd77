import type { DrawEvent } from '@baseline/contract';
import { eventFixtures } from './eventFixtures';
import { fixturePlayerIds } from './layout';

/**
 * The fixtures a player plays in, on every format: bracket matches from their first to their last (or to
 * the one to come), round-robin group matches and team rubbers. The keys of `eventFixtures` to highlight;
 * empty when nobody is selected.
 */
export function playerPath(event: DrawEvent, playerId: string | null): ReadonlySet<string> {
  const keys = new Set<string>();
  if (playerId === null) return keys;
  for (const { key, fixture } of eventFixtures(event)) {
    if (fixturePlayerIds(fixture).includes(playerId)) keys.add(key);
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
