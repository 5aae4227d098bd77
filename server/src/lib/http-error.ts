/** An error whose status and message are meant for the client; anything else becomes a plain 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra headers for the answer, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
