import type { DiaryDayResponse } from '@baseline/contract';
import { DIARY_MESSAGES } from '@baseline/contract/limits';
import { ApiError } from '../../../lib/api/ApiError';

/** The diary's save texts (SPEC section 8). */
export const SAVE_TEXT = {
  success: DIARY_MESSAGES.saved,
  badge: 'Saved!',
  /** SPEC section 4: 'Saving changes shows Saving...'; a rename is a change saved on its own. */
  saving: 'Saving...',
  noReason: 'Something went wrong.',
  unreachable: 'Error submitting entry.',
} as const;

/** 409: the day was saved elsewhere since this page loaded it. */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isNoteTab(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.title === 'string' &&
    typeof value.content === 'string' &&
    isStrings(value.tags) &&
    (value.image === null || typeof value.image === 'string')
  );
}

/**
 * The day as stored now, which the server sends with a 409 (`current`), so Reload needs no second
 * request; undefined for any other failure or an answer without it (the caller then fetches the day).
 */
export function conflictDay(error: unknown): DiaryDayResponse | undefined {
  if (!isConflict(error) || !(error instanceof ApiError) || !isRecord(error.body)) return undefined;
  const { current } = error.body;
  if (!isRecord(current) || typeof current.date !== 'string' || typeof current.version !== 'number') return undefined;
  if (!Array.isArray(current.notes) || !current.notes.every(isNoteTab)) return undefined;
  return current as DiaryDayResponse;
}

/**
 * What a failed save (or tab rename) tells the user: the server's own sentence when it sent one,
 * 'Error submitting entry.' when the request never got an answer, else 'Something went wrong.'.
 */
export function saveErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return SAVE_TEXT.noReason;
  if (error.serverError !== undefined) return error.serverError;
  return error.status === 0 ? SAVE_TEXT.unreachable : SAVE_TEXT.noReason;
}
