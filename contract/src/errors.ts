import Type from 'typebox';

/** Every 4xx/5xx answer of the API has this shape; `error` is a sentence a person can read. */
export const ErrorBody = Type.Object({ error: Type.String() });
export type ErrorBody = Type.Static<typeof ErrorBody>;

/** Answers that only confirm an action carry a human-readable message. */
export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Type.Static<typeof MessageBody>;

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503 | 504;

/** The `{ error }` schema for each given status, to spread into a call's answers. */
export function errorResponses<Status extends ErrorStatus>(...statuses: Status[]): Record<Status, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as Record<Status, typeof ErrorBody>;
}
