import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.js';
import { validationMessage } from './validation-message.js';

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but declared as JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

/** Turns every failure into `{ error }` JSON with the right status; a stack trace never reaches a client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
    }
    const [firstFailure] = error.validation ?? [];
    if (firstFailure) {
      return reply.code(400).send({ error: validationMessage(firstFailure, error.validationContext ?? 'request') });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = CLIENT_ERROR_MESSAGES[error.code] ?? error.message;
      return reply.code(status).send({ error: message });
    }
    request.log.error({ err: error }, 'request failed');
    const unavailable = isDatabaseUnavailable(error);
    return reply.code(unavailable ? 503 : 500).send({
      error: unavailable
        ? 'The service is temporarily unavailable. Please try again shortly.'
        : 'Something went wrong on our side.',
    });
  });
}

function isDatabaseUnavailable(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P01' /* admin_shutdown */ ||
    code === '57P03' /* cannot_connect_now */ ||
    code === 'SQLITE_BUSY' ||
    /Connection terminated|timeout exceeded when trying to connect|is not queryable/i.test(error.message)
  );
}
