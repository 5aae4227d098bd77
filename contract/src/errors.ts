import Type from 'typebox';

/** Every 4xx/5xx answer of the API has this shape; `error` is a sentence a person can read. */
export const ErrorBody = Type.Object({ error: Type.String() });
export type ErrorBody = Type.Static<typeof ErrorBody>;

/** Answers that only confirm an action carry a human-readable message. */
export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Type.Static<typeof MessageBody>;

/** The error answers every authenticated route may give, to spread into a route's `response` map. */
export const authErrorResponses = {
  401: ErrorBody,
  403: ErrorBody,
} as const;
