import { ErrorBody } from '@baseline/contract';

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 500 | 503;

/** The `{ error }` schema for each given status, to spread into a route's `response` map. */
export function errorResponses<Status extends ErrorStatus>(...statuses: Status[]): Record<Status, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as Record<Status, typeof ErrorBody>;
}
