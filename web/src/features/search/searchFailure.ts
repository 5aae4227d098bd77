import { ApiError } from '../../lib/api/ApiError';

export const SEARCH_FAILED = 'The search could not be done. Please try again.';

/**
 * What to say under the box when a search fails: the server's own sentence for a query it cannot read (a 400
 * says what to change, SEARCH_MESSAGES), a plain retry message for anything else.
 */
export function searchFailureText(error: unknown): string {
  return (error instanceof ApiError && error.status === 400 && error.serverError) || SEARCH_FAILED;
}
