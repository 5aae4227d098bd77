import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@baseline/contract';
import type { FastifyError } from 'fastify';
import type { AppInstance } from '../../lib/app-instance.js';
import { HttpError } from '../../lib/http-error.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import { IMPORT_CONTENT_TYPES } from './import-file.js';
import type { ImportService } from './import.service.js';

/**
 * The import's routes read the file as raw bytes, bounded by their own body limit: Fastify refuses a body whose
 * Content-Length is over it before reading, and stops reading one that grows past it; both are answered with
 * the import's own message.
 */
function rawFileBody(scope: AppInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser([...IMPORT_CONTENT_TYPES], { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  scope.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ error: IMPORT_MESSAGES.tooLarge });
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
  if (!Buffer.isBuffer(request.body)) throw new HttpError(415, IMPORT_MESSAGES.unsupportedType);
  return { contentType, body: request.body };
}

/** `POST /api/import/preview` and `POST /api/import` (features/import/README.md). */
export function importHandlers(imports: ImportService): FeatureHandlers<'import'> {
  const options = { scope: rawFileBody, bodyLimit: IMPORT_LIMITS.bytes };
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
