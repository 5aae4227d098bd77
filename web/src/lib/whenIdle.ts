/**
 * Runs `task` once the browser has a moment to spare after its current work and paint, or after `timeoutMs`
 * at the latest; returns a function that cancels it. Safari has no requestIdleCallback: there, the next task.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => {
      window.cancelIdleCallback(id);
    };
  }
  const id = window.setTimeout(task, 0);
  return () => {
    window.clearTimeout(id);
  };
}
