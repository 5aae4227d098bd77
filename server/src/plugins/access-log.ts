import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { maskUrl } from '../config/masking.js';

/** Only a query string (or what maskUrl would read as one) or a `user:password@` can hold a secret: most paths have neither. */
const mayHoldSecret = (url: string) => url.includes('?') || url.includes('&') || url.includes('@');

/**
 * One access-log line per request, written when the answer is complete: method, address, status and
 * time, with the request id the request's logger carries (`reqId`). Fastify's default writes two lines
 * (one on arrival, one on completion), which was a measurable share of a light request's cost. Errors,
 * stream failures and the other framework log lines are Fastify's own, unchanged. A secret in the query
 * string (the reset page's `?token=`) is written as `***`: the web app's pages are served here too.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {
    // Deliberately nothing: the completion line below names the request.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: mayHoldSecret(request.url) ? maskUrl(request.url) : request.url,
      statusCode: reply.statusCode,
      ms: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
