/**
 * The server ends a session left unused for an hour (SESSION_IDLE_MINUTES). Someone writing a long note
 * sends nothing until they save, so their own typing and clicking tell the server the session is in use:
 * at most one light request per interval, and none at all while nobody touches the page.
 */
export const KEEP_ALIVE_INTERVAL_MS = 5 * 60_000;

export interface SessionKeepAliveOptions {
  /** A request with the token; a 401 answer ends the session in the API client as any other would. */
  ping: () => Promise<unknown>;
  now: () => number;
  intervalMs?: number;
}

/** Answers the function to call on every interaction: it pings when the last ping is an interval old. */
export function createSessionKeepAlive({
  ping,
  now,
  intervalMs = KEEP_ALIVE_INTERVAL_MS,
}: SessionKeepAliveOptions): () => void {
  // The screen that has just loaded made its own requests.
  let lastPingAt = now();
  let inFlight = false;
  return () => {
    const time = now();
    if (inFlight || time - lastPingAt < intervalMs) return;
    lastPingAt = time;
    inFlight = true;
    ping()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
      });
  };
}
