import { destination } from 'pino';

type LogStream = ReturnType<typeof destination>;

/** Every open log stream, so that what each holds back is written out when the process ends. */
const openStreams = new Set<LogStream>();

// 'exit' comes on a normal end, on process.exit and after an uncaught exception or rejection alike.
process.on('exit', () => {
  for (const stream of openStreams) stream.flushSync();
});

/**
 * Standard output for the log, written in blocks of about 4 KB instead of one write per line: a write per
 * request was the largest cost of a light request after sending the answer itself. A line waits at most a
 * second for its block, and whatever is pending is written out when the process exits, crashes included. A
 * kill the process cannot see (SIGKILL, the machine stopping) may lose that last second.
 *
 * Each block is written synchronously, as Node writes its own standard output to files and pipes on Linux
 * and as pino does by default. Handing blocks to libuv's thread pool instead cost a thread wake-up per
 * block, a measurable share of a cached diary read's CPU (bench/RESULTS.md). A log reader that stops reading therefore
 * holds the server up once the pipe is full, rather than the pending lines growing in memory without end.
 */
export function logDestination(): LogStream {
  const stream = destination({ dest: 1, minLength: 4096, periodicFlush: 1000, sync: true });
  openStreams.add(stream);
  stream.once('close', () => openStreams.delete(stream));
  return stream;
}
