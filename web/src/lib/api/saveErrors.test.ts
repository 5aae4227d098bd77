import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { saveErrorMessage } from './saveErrors';

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
