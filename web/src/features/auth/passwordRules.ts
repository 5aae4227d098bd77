import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@baseline/contract/limits';

/** Shown under every new-password field; the server enforces the same bounds. */
export const PASSWORD_HINT = `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;

/** What is wrong with a new password, or null when it meets the rules. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}
