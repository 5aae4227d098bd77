import { TENNIS_ERRORS } from '@baseline/contract';
import { HttpError } from '../../lib/http-error.js';

/** Why an upstream call gave nothing usable: the route answers 504 for a time-out and 502 otherwise. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: 'timeout' | 'failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UpstreamError';
  }
}

/** The client's view of a failure: an upstream failure with no copy to serve is a 502 or 504, never a 500. */
export function clientErrorOf(error: unknown): unknown {
  if (!(error instanceof UpstreamError)) return error;
  return error.kind === 'timeout'
    ? new HttpError(504, TENNIS_ERRORS.timedOut)
    : new HttpError(502, TENNIS_ERRORS.unavailable);
}
