/**
 * Sets `key` in a map kept to at most `max` entries: a new key arriving at the limit pushes out the entry
 * inserted longest ago (a Map iterates in insertion order). Replacing the value of a key already there
 * pushes out nothing.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  if (!map.has(key) && map.size >= max) {
    const [oldest] = map.keys();
    map.delete(oldest as K);
  }
  map.set(key, value);
}
