import { EXPORT_MESSAGES } from '@baseline/contract';
import { HttpError } from '../../lib/http-error.js';

/**
 * An export holds a database reader and a response for as long as the download lasts: a member runs one at a
 * time and the server at most `atOnce`, so no one can tie the server up by starting many. Counted per server
 * process (each instance of a cluster has its own).
 */
export const EXPORT_LIMITS = { atOnce: 4, retryAfterSeconds: 60 };

export function createExportSlots(atOnce = EXPORT_LIMITS.atOnce) {
  const running = new Set<string>();
  return {
    /** Takes the member's slot, or refuses with 429; the answer gives it back (a second call does nothing). */
    take(userId: string): () => void {
      const retryAfter = { 'retry-after': String(EXPORT_LIMITS.retryAfterSeconds) };
      if (running.has(userId)) throw new HttpError(429, EXPORT_MESSAGES.alreadyRunning, retryAfter);
      if (running.size >= atOnce) throw new HttpError(429, EXPORT_MESSAGES.serverBusy, retryAfter);
      running.add(userId);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running.delete(userId);
      };
    },
  };
}

export type ExportSlots = ReturnType<typeof createExportSlots>;
