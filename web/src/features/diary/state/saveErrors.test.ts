import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/ApiError';
import { conflictDay, isConflict, saveErrorMessage } from './saveErrors';

describe('saveErrorMessage', () => {
  it("shows the server's own sentence", () => {
    expect(saveErrorMessage(new ApiError(400, 'An image needs the image terms accepted.'))).toBe(
      'An image needs the image terms accepted.',
    );
  });

  it("says 'Something went wrong.' when the server gave no reason", () => {
    expect(saveErrorMessage(new ApiError(500, undefined))).toBe('Something went wrong.');
    expect(saveErrorMessage(new Error('boom'))).toBe('Something went wrong.');
  });

  it("says 'Error submitting entry.' when the request never got an answer", () => {
    expect(saveErrorMessage(new ApiError(0, undefined))).toBe('Error submitting entry.');
  });
});

describe('isConflict', () => {
  it('is true for 409 only', () => {
    expect(isConflict(new ApiError(409, 'This day changed since you opened it.'))).toBe(true);
    expect(isConflict(new ApiError(400, 'Bad date'))).toBe(false);
    expect(isConflict(new Error('409'))).toBe(false);
  });
});

describe('conflictDay', () => {
  const current = {
    date: '2026-06-05',
    version: 4,
    notes: [{ title: 'Rome', content: '<p>Clay</p>', tags: ['clay'], image: null }],
  };

  it('takes the stored day from a 409 answer', () => {
    expect(conflictDay(new ApiError(409, 'Changed', { error: 'Changed', current }))).toEqual(current);
  });

  it('has nothing for another failure, an answer without the day, or a malformed one', () => {
    expect(conflictDay(new ApiError(400, 'Bad', { error: 'Bad', current }))).toBeUndefined();
    expect(conflictDay(new ApiError(409, 'Changed', { error: 'Changed' }))).toBeUndefined();
    expect(conflictDay(new ApiError(409, 'Changed'))).toBeUndefined();
    const badTab = { ...current, notes: [{ title: 'Rome', content: 3, tags: [], image: null }] };
    expect(conflictDay(new ApiError(409, 'Changed', { error: 'Changed', current: badTab }))).toBeUndefined();
    expect(
      conflictDay(new ApiError(409, 'Changed', { error: 'Changed', current: { ...current, version: '4' } })),
    ).toBeUndefined();
  });
});
