/**
 * The draw's note marks as one comma-joined key of sorted ids, each once: the same marks always give the
 * same key, so a refetch that changes nothing does not re-render the bracket.
 */
export function markKey(noted: readonly string[], mentioned: readonly string[]): string {
  return [...new Set([...noted, ...mentioned])].toSorted().join(',');
}
