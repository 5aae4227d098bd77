import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@baseline/contract';
import type { FastifyError, preParsingHookHandler } from 'fastify';
import type { AppInstance } from '../../lib/app-instance.js';
import { HttpError } from '../../lib/http-error.js';
import { createMemberSlots } from '../../lib/member-slots.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import { fileChunks } from './file-chunks.js';
import { IMPORT_CONTENT_TYPES } from './import-file.js';
import type { ImportService } from './import.service.js';

/** The import's routes read the file as raw bytes, bounded by its own limit (file-chunks.ts). */
function rawFileBody(scope: AppInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser([...IMPORT_CONTENT_TYPES], fileChunks);
  scope.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE') {
      return reply.code(415).send({ error: IMPORT_MESSAGES.unsupportedType });
    }
    throw error;
  });
}

function fileOf(request: { body: unknown; headers: Record<string, string | string[] | undefined> }) {
  const contentType =
    String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase() ?? '';
  if (!Array.isArray(request.body)) throw new HttpError(415, IMPORT_MESSAGES.unsupportedType);
  return { contentType, body: request.body as Buffer[] };
}

/**
 * A `preParsing` hook: an import (preview or commit) holds its file and a worker thread until it is answered,
 * so a member sends one at a time and the process reads IMPORT_LIMITS.perProcess; any other is refused with
 * 429 before its body is read.
 */
function createImportGate() {
  const slots = createMemberSlots({
    atOnce: IMPORT_LIMITS.perProcess,
    retryAfterSeconds: IMPORT_LIMITS.retryAfterSeconds,
    alreadyRunning: IMPORT_MESSAGES.alreadyRunning,
    serverBusy: IMPORT_MESSAGES.serverBusy,
  });
  const importGate: preParsingHookHandler = (request, reply, _payload, done) => {
    // A refusal thrown here is answered as the route's error.
    const release = slots.take(signedInUser(request).id);
    // 'close' comes once the answer is sent or the client is gone, whichever way the request ends.
    reply.raw.once('close', release);
    done();
  };
  return importGate;
}

/** `POST /api/import/preview` and `POST /api/import` (features/import/README.md). */
export function importHandlers(imports: ImportService): FeatureHandlers<'import'> {
  const options = { scope: rawFileBody, preParsing: createImportGate() };
  return {
    'import.preview': {
      ...options,
      handler: (request) => {
        const { contentType, body } = fileOf(request);
        return imports.preview(signedInUser(request).id, contentType, body);
      },
    },
    'import.commit': {
      ...options,
      handler: (request) => {
        const { contentType, body } = fileOf(request);
        return imports.commit(signedInUser(request).id, contentType, body, request.query.existing);
      },
    },
  };
}
