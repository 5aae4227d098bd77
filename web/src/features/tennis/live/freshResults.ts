import type { DrawEvent } from '@baseline/contract';
import { eventFixtures } from '../bracket/eventFixtures';

/** No fresh result: one shared set, so a refetch that brings nothing new passes the same value down. */
export const NO_FRESH_RESULTS: ReadonlySet<string> = new Set();

/**
 * The fixtures (keys of `eventFixtures`) that were in the previous answer without a result and have one in
 * the next: the results that arrived between two refreshes of a live draw. A fixture the previous answer
 * did not have is not counted (a stage or a slot that appears is not a result that came in); nothing is
 * fresh on the first answer.
 */
export function newlyDecided(previous: DrawEvent | undefined, next: DrawEvent): ReadonlySet<string> {
  if (!previous || previous === next) return NO_FRESH_RESULTS;
  const unplayed = new Set(
    eventFixtures(previous)
      .filter(({ fixture }) => fixture.Result === null)
      .map(({ key }) => key),
  );
  const fresh = eventFixtures(next)
    .filter(({ key, fixture }) => fixture.Result !== null && unplayed.has(key))
    .map(({ key }) => key);
  return fresh.length === 0 ? NO_FRESH_RESULTS : new Set(fresh);
}
