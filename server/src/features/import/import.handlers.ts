import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@baseline/contract';
import type { FastifyError, FastifyRequest, preParsingHookHandler } from 'fastify';
import type { AppInstance } from '../../lib/app-instance.js';
import { HttpError } from '../../lib/http-error.js';
import { createMemberGate } from '../../lib/gates.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import { IMPORT_CONTENT_TYPES } from './import-file.js';
import type { ImportStaging, StagedImport } from './import-staging.js';
import type { ImportService } from './import.service.js';
import { stagedBody } from './staged-body.js';

/** Where each request's file is staged, chosen by its preParsing hook (`createImportGate`). */
const stagedImports = new WeakMap<FastifyRequest, StagedImport>();

function stagedFor(request: FastifyRequest): StagedImport {
  const staged = stagedImports.get(request);
  if (!staged) throw new Error('an import body parsed without its staging place');
  return staged;
}

/** The import's routes write the file to disk as it arrives, bounded by its own limit (staged-body.ts). */
function rawFileBody(scope: AppInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser([...IMPORT_CONTENT_TYPES], stagedBody(stagedFor));
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
  const staged = request.body as StagedImport | undefined;
  if (!staged?.file) throw new HttpError(415, IMPORT_MESSAGES.unsupportedType);
  return { contentType, staged };
}

/**
 * A `preParsing` hook: an import (preview or commit) holds its file and a worker thread until it is answered,
 * so a member sends one at a time and the process reads IMPORT_LIMITS.perProcess; any other is refused with
 * 429 before its body is read. One let in gets its staging place, removed once the request ends, answered or
 * not (a refused body, a refused query, a commit, a client gone).
 */
function createImportGate(staging: ImportStaging) {
  const retryAfter = { 'retry-after': String(IMPORT_LIMITS.retryAfterSeconds) };
  const gate = createMemberGate({
    atOnce: IMPORT_LIMITS.perProcess,
    memberBusy: () => new HttpError(429, IMPORT_MESSAGES.alreadyRunning, retryAfter),
    serverBusy: () => new HttpError(429, IMPORT_MESSAGES.serverBusy, retryAfter),
  });
  const importGate: preParsingHookHandler = (request, reply, _payload, done) => {
    // A refusal thrown here is answered as the route's error.
    const leave = gate.enter(signedInUser(request).id);
    // 'close' comes once the answer is sent or the client is gone, whichever way the request ends.
    reply.raw.once('close', leave);
    const staged = staging.next();
    stagedImports.set(request, staged);
    reply.raw.once('close', () => {
      staging.remove(staged).catch((error: unknown) => {
        request.log.error({ err: error }, 'an import left staged files behind');
      });
    });
    done();
  };
  return importGate;
}

/** `POST /api/import/preview` and `POST /api/import` (features/import/README.md). */
export function importHandlers(imports: ImportService, staging: ImportStaging): FeatureHandlers<'import'> {
  const options = { scope: rawFileBody, preParsing: createImportGate(staging) };
  return {
    'import.preview': {
      ...options,
      handler: (request) => {
        const { contentType, staged } = fileOf(request);
        return imports.preview(signedInUser(request).id, contentType, staged);
      },
    },
    'import.commit': {
      ...options,
      handler: (request) => {
        const { contentType, staged } = fileOf(request);
        return imports.commit(signedInUser(request).id, contentType, staged, request.query.existing);
      },
    },
  };
}
