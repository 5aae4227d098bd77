import { TENNIS_ERRORS } from '@baseline/contract/limits';
import { ApiError } from '../../../lib/api/ApiError';

const { tournamentNotFound: NOT_FOUND, noDraw: NO_DRAW } = TENNIS_ERRORS;

/** SPEC section 8's draw texts for a failed load: the server's 404 sentences, else the general one. */
export function drawFailureText(error: Error): string {
  if (error instanceof ApiError && error.status === 404) {
    return error.serverError === NOT_FOUND ? NOT_FOUND : NO_DRAW;
  }
  return 'Unable to load draw. Please try again later.';
}
