import { Writable } from 'node:stream';

/** A log stream for an app under test, and the lines written to it, in order. */
export function logLines(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, lines };
}
