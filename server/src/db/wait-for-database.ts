import { sql } from 'kysely';
import pRetry from 'p-retry';
import type { Database } from './database.js';

/** The first pause between two attempts; each next one doubles, up to the longest. */
const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 5_000;

export class DatabaseUnreachableError extends Error {}

export interface WaitOptions {
  /** How long to keep trying (DB_CONNECT_TIMEOUT_S). */
  timeoutMs: number;
  /** Told one line per failed attempt. */
  print: (line: string) => void;
}

/**
 * Waits for the database to answer a query, trying again (p-retry) with a growing pause until `timeoutMs` has passed:
 * a server started with (or just before) its database, as systemd or a container platform often does, waits
 * for it instead of exiting at once. Throws DatabaseUnreachableError, whose message says why, when it never answers.
 */
export async function waitForDatabase(db: Database, { timeoutMs, print }: WaitOptions): Promise<void> {
  const started = performance.now();
  await pRetry(
    async (attempt) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        // In a few words (p-retry would also give up at once on a TypeError, and this one is to be waited out).
        throw new Error(reasonOf(error));
      }
      if (attempt > 1) print(`Database reachable (attempt ${attempt}).`);
    },
    {
      retries: Number.POSITIVE_INFINITY,
      minTimeout: FIRST_PAUSE_MS,
      factor: 2,
      maxTimeout: LONGEST_PAUSE_MS,
      maxRetryTime: timeoutMs,
      onFailedAttempt: ({ error, attemptNumber }) => {
        const left = timeoutMs - (performance.now() - started);
        if (left <= 0) {
          throw new DatabaseUnreachableError(
            `The database did not answer within ${seconds(timeoutMs)} (DB_CONNECT_TIMEOUT_S): ${error.message}.`,
          );
        }
        // The pause p-retry takes next: its back-off, cut short by the time left.
        const pause = Math.min(FIRST_PAUSE_MS * 2 ** (attemptNumber - 1), LONGEST_PAUSE_MS, left);
        print(
          `Database not reachable (attempt ${attemptNumber}): ${error.message}; trying again in ${seconds(pause)}.`,
        );
      },
    },
  );
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

/** The error in a few words: a refused connection is an expected state while waiting, not a stack trace. */
function reasonOf(error: unknown): string {
  // Node reports a refused connection to a name with several addresses (localhost) as an AggregateError.
  const first = error instanceof AggregateError && error.errors.length > 0 ? (error.errors[0] as unknown) : error;
  if (!(first instanceof Error)) return String(first);
  const code = (first as { code?: unknown }).code;
  return first.message || (typeof code === 'string' ? code : first.name);
}
