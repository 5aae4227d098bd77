import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@baseline/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import type { StagedImport } from './import-staging.js';

/**
 * The import's body parser: the file written as it arrives to its staging file (import-staging.ts), at most
 * IMPORT_LIMITS.bytes (413 by its Content-Length before reading, or once it grows past). The body is then the
 * staged import itself; memory holds one chunk at a time. `stagedFor` gives the place the route's preParsing
 * hook chose, which also removes it once the request ends.
 */
export function stagedBody(stagedFor: (request: FastifyRequest) => StagedImport) {
  return (
    request: FastifyRequest,
    payload: IncomingMessage,
    done: (error: Error | null, body?: StagedImport) => void,
  ): void => {
    const tooLarge = () => new HttpError(413, IMPORT_MESSAGES.tooLarge);
    if (Number(request.headers['content-length'] ?? 0) > IMPORT_LIMITS.bytes) {
      done(tooLarge());
      return;
    }
    const staged = stagedFor(request);
    let received = 0;
    const bounded = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        received += chunk.length;
        next(received > IMPORT_LIMITS.bytes ? tooLarge() : null, chunk);
      },
    });
    pipeline(payload, bounded, createWriteStream(staged.file)).then(
      () => {
        done(null, staged);
      },
      (error: unknown) => {
        done(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };
}
