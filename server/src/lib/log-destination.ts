import { destination } from 'pino';

/**
 * Standard output for the log, written in blocks of about 4 KB instead of one write per line: a write per
 * request was the largest cost of a light request after sending the answer itself. A line waits at most a
 * second for its block; pino writes out what is pending when the process exits, crashes included. A kill
 * the process cannot see (SIGKILL, the machine stopping) may lose that last second, as it could lose the
 * line being written before.
 */
export function logDestination() {
  return destination({ dest: 1, minLength: 4096, periodicFlush: 1000, sync: false });
}
