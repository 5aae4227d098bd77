import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@baseline/contract/limits';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwordRules';

describe('passwordProblem', () => {
  it('accepts the shortest and the longest allowed password', () => {
    expect(passwordProblem('x'.repeat(PASSWORD_MIN_LENGTH))).toBeNull();
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
  });

  it('names the rule a password breaks', () => {
    expect(passwordProblem('x'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    );
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(
      `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
    );
  });
});
