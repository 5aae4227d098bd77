import { HttpError } from './http-error.js';

const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** The key usernames are unique and looked up by: case does not make a different person. */
export function usernameKey(username: string): string {
  return username.toLowerCase();
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Why a (trimmed) username is unacceptable, in words for the user, or undefined. */
export function usernameViolation(username: string): string | undefined {
  if (username.length === 0) return 'Username is required.';
  if (!USERNAME_PATTERN.test(username)) {
    return 'Username may only contain letters, digits, dots, underscores and hyphens.';
  }
  return undefined;
}

/** Trims the username and throws a 400 naming the rule it breaks. */
export function acceptUsername(raw: string): string {
  const username = raw.trim();
  const violation = usernameViolation(username);
  if (violation) throw new HttpError(400, violation);
  return username;
}

/** Which of a username and an address some rows already hold. */
export interface IdentityTaken {
  username: boolean;
  email: boolean;
}

export function identityTakenBy(
  rows: { usernameKey: string; email: string }[],
  username: string,
  email: string,
): IdentityTaken {
  const key = usernameKey(username);
  return { username: rows.some((row) => row.usernameKey === key), email: rows.some((row) => row.email === email) };
}
