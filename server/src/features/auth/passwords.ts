import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@baseline/contract';
import pLimit from 'p-limit';
import { isCommonPassword } from './common-passwords.js';
import { HttpError } from '../../lib/http-error.js';
import { weakPasswordReason } from './password-strength.js';

/**
 * OWASP's argon2id baseline: 19 MiB of memory, two passes, one lane. The algorithm is the package's
 * default, argon2id (its Algorithm const enum cannot be named under isolatedModules); a test checks it.
 */
const HASH_OPTIONS: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Hashes run off the event loop (libuv's pool), but each keeps a core busy for tens of milliseconds: at most
 * this many run at once, so a login storm leaves a core to every other route (and pool threads to files).
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
const withHashSlot = pLimit(MAX_CONCURRENT_HASHES);

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, HASH_OPTIONS));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withHashSlot(() => verify(passwordHash, password, HASH_OPTIONS));
}

/** Why a password breaks the policy, in words for the user, or undefined when it is acceptable. */
export function passwordPolicyViolation(password: string): string | undefined {
  // Count characters as the user sees them, not UTF-16 units: an emoji is one character.
  const length = Array.from(graphemes.segment(password)).length;
  if (length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (isCommonPassword(password)) {
    return 'This password is too common. Please choose a less predictable one.';
  }
  return weakPasswordReason(password);
}

/** Throws a 400 naming the rule the password breaks. */
export function assertPasswordPolicy(password: string): void {
  const violation = passwordPolicyViolation(password);
  if (violation) throw new HttpError(400, violation);
}
