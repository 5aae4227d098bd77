/**
 * A failed API call. `serverError` is the server's own sentence from its `{ error }` body, when it
 * sent one; `status` is 0 when the request never got an answer (offline, connection refused).
 * `body` is the whole parsed answer, for the few failures that carry more than a sentence (the
 * diary's 409 sends the day as stored now).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverError: string | undefined;
  readonly body: unknown;

  constructor(status: number, serverError: string | undefined, body?: unknown) {
    super(serverError ?? (status === 0 ? 'The server could not be reached.' : `Request failed with status ${status}.`));
    this.name = 'ApiError';
    this.status = status;
    this.serverError = serverError;
    this.body = body;
  }
}

/** The server's own error sentence, if the failure carried one. */
export function serverErrorOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverError : undefined;
}
