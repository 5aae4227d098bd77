import { DIARY_MESSAGES } from '@baseline/contract/limits';
import { ApiError } from './ApiError';

/** The diary's save texts (SPEC section 8). */
export const SAVE_TEXT = {
  success: DIARY_MESSAGES.saved,
  badge: 'Saved!',
  /** SPEC section 4: 'Saving changes shows Saving...'; a rename is a change saved on its own. */
  saving: 'Saving...',
  noReason: 'Something went wrong.',
  unreachable: 'Error submitting entry.',
} as const;

/**
 * What a failed save (or tab rename) tells the user: the server's own sentence when it sent one,
 * 'Error submitting entry.' when the request never got an answer, else 'Something went wrong.'.
 */
export function saveErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return SAVE_TEXT.noReason;
  if (error.serverError !== undefined) return error.serverError;
  return error.status === 0 ? SAVE_TEXT.unreachable : SAVE_TEXT.noReason;
}
