/** What a live draw's page shows as its last change: the answer on show and when it was fetched. */
export interface LastChange<Value> {
  value: Value;
  /** The fetch that brought `value` (ms since the epoch): TanStack's `dataUpdatedAt` then. */
  at: number;
}

/**
 * The last change once an answer fetched at `fetchedAt` is on show. A refresh that brings nothing new keeps
 * the same object (TanStack shares an unchanged answer structurally), so it keeps the time of the change
 * before it: 'updated 14:32' says when the draw last changed, not when it was last asked for.
 */
export function lastChange<Value>(
  before: LastChange<Value> | undefined,
  value: Value,
  fetchedAt: number,
): LastChange<Value> {
  return before?.value === value ? before : { value, at: fetchedAt };
}
