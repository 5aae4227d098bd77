import { describe, expect, it } from 'vitest';
import { registrationFailure } from './registrationMessages';

describe('registrationFailure', () => {
  it("keeps the spec's 'Request failed.' whole and gives the server's sentence after a colon", () => {
    expect(registrationFailure('Username must be at most 64 characters.')).toEqual({
      tone: 'error',
      message: 'Request failed.',
      detail: 'Reason: Username must be at most 64 characters.',
    });
  });

  it("says only 'Request failed.' when the server gave no reason", () => {
    expect(registrationFailure(undefined)).toEqual({ tone: 'error', message: 'Request failed.' });
  });
});
