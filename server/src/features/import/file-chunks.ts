import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@baseline/contract';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../../lib/http-error.js';

/**
 * The import's body parser: the file as the chunks it arrived in, at most IMPORT_LIMITS.bytes (413 by its
 * Content-Length before reading, or once it grows past). Joining the chunks, a copy of up to 256 MB that held
 * the event loop for 0.8 s, is left to the worker thread that reads the file (import-reader.ts), to which
 * each chunk's memory is moved.
 */
export function fileChunks(
  request: FastifyRequest,
  payload: IncomingMessage,
  done: (error: Error | null, body?: Buffer[]) => void,
): void {
  const tooLarge = () => new HttpError(413, IMPORT_MESSAGES.tooLarge);
  if (Number(request.headers['content-length'] ?? 0) > IMPORT_LIMITS.bytes) {
    done(tooLarge());
    return;
  }
  const chunks: Buffer[] = [];
  let received = 0;
  let finished = false;
  const finish = (error: Error | null) => {
    if (finished) return;
    finished = true;
    done(error, error ? undefined : chunks);
  };
  payload.on('data', (chunk: Buffer) => {
    received += chunk.length;
    // A copy of its own (a few microseconds a chunk, as it comes), so that it can be moved to the worker
    // without taking memory from anything else that holds it.
    if (received <= IMPORT_LIMITS.bytes) chunks.push(Buffer.from(Uint8Array.prototype.slice.call(chunk).buffer));
    else {
      finish(tooLarge());
      payload.destroy();
    }
  });
  payload.on('end', () => {
    finish(null);
  });
  payload.on('error', finish);
}
