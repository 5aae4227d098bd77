import { HttpError } from './http-error.js';

export interface MemberSlotsOptions {
  /** How many run at once in this process, whoever runs them. */
  atOnce: number;
  retryAfterSeconds: number;
  /** The 429's message when the member already runs one, and when the process runs `atOnce`. */
  alreadyRunning: string;
  serverBusy: string;
}

/**
 * Work that holds much of a server for a while (an export's reader, an import's file): a member runs one at
 * a time and the process at most `atOnce`, the others refused with 429 and Retry-After, so no one can tie the
 * server up by starting many. Counted per server process (each instance of a cluster has its own).
 */
export function createMemberSlots({ atOnce, retryAfterSeconds, alreadyRunning, serverBusy }: MemberSlotsOptions) {
  const running = new Set<string>();
  return {
    /** Takes the member's slot, or refuses with 429; the answer gives it back (a second call does nothing). */
    take(userId: string): () => void {
      const retryAfter = { 'retry-after': String(retryAfterSeconds) };
      if (running.has(userId)) throw new HttpError(429, alreadyRunning, retryAfter);
      if (running.size >= atOnce) throw new HttpError(429, serverBusy, retryAfter);
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

export type MemberSlots = ReturnType<typeof createMemberSlots>;
