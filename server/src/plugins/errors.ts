import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.js';

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
    if (error.validation) {
      return reply.code(400).send({ error: validationMessage(error) });
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

/** "body/email must match format "email"" reads better as "email must match format "email"". */
function validationMessage(error: FastifyError): string {
  const [first] = error.validation ?? [];
  if (!first) return error.message;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = field || (error.validationContext ?? 'request');
  if (first.keyword === 'required') {
    const missing = (first.params as { missingProperty?: string }).missingProperty;
    return `${missing ?? 'A field'} is required.`;
  }
  if (first.keyword === 'additionalProperties') {
    const extra = (first.params as { additionalProperty?: string }).additionalProperty;
    return `Unknown field ${extra ?? ''} in ${where}.`.replace('  ', ' ');
  }
  return `${where} ${first.message ?? 'is invalid'}.`;
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
