import type { TENNIS_ERRORS } from '@baseline/contract';
import { ApiError } from '../../../lib/api/ApiError';

// The contract's 404 sentences, checked against it by the type (its values would bring TypeBox along).
const NOT_FOUND: (typeof TENNIS_ERRORS)['tournamentNotFound'] = 'Tournament not found.';
const NO_DRAW: (typeof TENNIS_ERRORS)['noDraw'] = 'No draw available';

/** SPEC section 8's draw texts for a failed load: the server's 404 sentences, else the general one. */
export function drawFailureText(error: Error): string {
  if (error instanceof ApiError && error.status === 404) {
    return error.serverError === NOT_FOUND ? NOT_FOUND : NO_DRAW;
  }
  return 'Unable to load draw. Please try again later.';
}
