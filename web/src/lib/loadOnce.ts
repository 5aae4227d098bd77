/** The same promise for every call: a module fetched early (a preload) and on render is fetched once. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
