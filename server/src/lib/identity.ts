import unhomoglyph from 'unhomoglyph';
import { HttpError } from './http-error.js';

/** Letters and digits of any script (a letter may carry combining marks), dots, underscores and hyphens. */
const USERNAME_PATTERN = /^(?:\p{L}\p{M}*|\p{Nd}|[._-])+$/u;

/** A username as stored and shown: trimmed, in the composed form (NFC) whatever the keyboard sent. */
export function normalizeUsername(raw: string): string {
  return raw.trim().normalize('NFC');
}

/**
 * The key usernames are unique and looked up by: case does not make a different person, nor does a
 * compatibility form (full-width 'Ｚｏｅ', the ligature 'ﬁ'). Upper-casing before lower-casing folds 'ß'
 * into 'ss'. An ASCII name's key is its lower case, as it has always been stored.
 */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

/**
 * What a username looks like, after Unicode's confusable mappings (UTS #39, through unhomoglyph): Cyrillic
 * 'а' and Latin 'a' give one skeleton, and so do 'I' and 'l', '0' and 'O', 'rn' and 'm'. Mapped as written,
 * then lower-cased and mapped again, since a name and its look-alike may differ in case as well. Two names
 * with one skeleton would pass for each other, so a new name may not take an existing one's.
 */
export function usernameSkeleton(username: string): string {
  return unhomoglyph(unhomoglyph(username.normalize('NFKD')).toLowerCase()).normalize('NFD');
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Why a normalised username is unacceptable, in words for the user, or undefined. */
export function usernameViolation(username: string): string | undefined {
  if (username.length === 0) return 'Username is required.';
  if (!USERNAME_PATTERN.test(username)) {
    return 'Username may only contain letters, digits, dots, underscores and hyphens.';
  }
  return undefined;
}

/** Normalises the username and throws a 400 naming the rule it breaks. */
export function acceptUsername(raw: string): string {
  const username = normalizeUsername(raw);
  const violation = usernameViolation(username);
  if (violation) throw new HttpError(400, violation);
  return username;
}

/** Which of a username (or a look-alike of it) and an address some rows already hold. */
export interface IdentityTaken {
  username: boolean;
  email: boolean;
}
