import pLimit from 'p-limit';
import type { HttpError } from './http-error.js';

export interface MemberGateOptions {
  /** The refusal when the member already has work inside. */
  memberBusy: () => HttpError;
  /** How many members may be inside at once in this process, and the refusal beyond; unbounded without. */
  atOnce?: number;
  serverBusy?: () => HttpError;
}

/**
 * Work that holds much of a server for a while (an export's reader, an import's file, a large save, a save's
 * images): a member has one inside at a time, another meanwhile refused at once (queued, one member could fill
 * the line every other member waits in), and the process lets in at most `atOnce` members. Counted per
 * server process (each instance of a cluster has its own).
 */
export function createMemberGate({ memberBusy, atOnce = Number.POSITIVE_INFINITY, serverBusy }: MemberGateOptions) {
  const inside = new Set<string>();
  return {
    /** Lets the member in, or throws the refusal; the answer lets them out (a second call does nothing). */
    enter(memberId: string): () => void {
      if (inside.has(memberId)) throw memberBusy();
      if (inside.size >= atOnce && serverBusy) throw serverBusy();
      inside.add(memberId);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        inside.delete(memberId);
      };
    },
  };
}

export type MemberGate = ReturnType<typeof createMemberGate>;

/**
 * At most `max` slots held at once; the others wait their turn, first come first served (p-limit's queue). For
 * a holder whose end is an event rather than a function's return: a request holds its slot until it closes.
 */
export function createSlots(max: number) {
  const limit = pLimit(max);
  return {
    /** Resolves once a slot is free, with the function that gives it back (a second call does nothing). */
    acquire(): Promise<() => void> {
      return new Promise((granted) => {
        void limit(
          () =>
            new Promise<void>((release) => {
              granted(() => {
                release();
              });
            }),
        );
      });
    },
  };
}
