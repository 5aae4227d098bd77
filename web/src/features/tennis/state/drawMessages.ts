import { TENNIS_ERRORS } from '@baseline/contract/limits';
import { ApiError } from '../../../lib/api/ApiError';
import { OFFLINE_TEXT } from '../../offline/offlineText';

const { tournamentNotFound: NOT_FOUND, noDraw: NO_DRAW } = TENNIS_ERRORS;

/**
 * SPEC section 8's draw texts for a failed load: the server's 404 sentences, else the general one. A draw
 * with no answer while the device is offline was not kept on it: that is said, not blamed on the service.
 */
export function drawFailureText(error: Error, online = true): string {
  if (error instanceof ApiError && error.status === 404) {
    return error.serverError === NOT_FOUND ? NOT_FOUND : NO_DRAW;
  }
  if (!online && error instanceof ApiError && error.status === 0) return OFFLINE_TEXT.drawNotOnDevice;
  return 'Unable to load draw. Please try again later.';
}
