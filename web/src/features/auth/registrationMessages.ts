import { USERNAME_MAX_LENGTH } from '@baseline/contract/limits';
import type { Feedback } from '../../components/Alert';

/** Shown under the username field of /register before anything is sent; the server holds the same rule. */
export const USERNAME_HINT = `Letters and digits in any language, dots, underscores and hyphens; at most ${USERNAME_MAX_LENGTH} characters.`;

/**
 * SPEC section 8: 'Request failed.' followed by a colon and the server's text when present. Run together,
 * "Request failed.: Username is taken." stumbles over its '.:'; here the spec's sentence stands whole as
 * the headline and the colon introduces the server's own sentence on the line under it, as its reason.
 */
export function registrationFailure(serverError: string | undefined): Feedback {
  return serverError
    ? { tone: 'error', message: 'Request failed.', detail: `Reason: ${serverError}` }
    : { tone: 'error', message: 'Request failed.' };
}
