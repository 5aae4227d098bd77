import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT } from './common-passwords.js';
import { HttpError } from '../../lib/http-error.js';
import { STRENGTH_CHECKED_LENGTH } from './password-strength.js';
import { assertPasswordPolicy, hashPassword, passwordPolicyViolation, verifyPassword } from './passwords.js';

const TOO_COMMON = 'This password is too common. Please choose a less predictable one.';
const TOO_EASY = 'This password is too easy to guess:';
const REPEATED = `${TOO_EASY} Repeated characters like "aaa" are easy to guess. Add more words that are less common. Avoid repeated words and characters.`;
/** 128 characters as a person counts them, a passphrase said four times over. */
const LONGEST_PASSPHRASE = 'Ça va, la ligne de fond à Roland-Garros '.repeat(4).slice(0, 128);

describe('password policy', () => {
  it('refuses fewer than 8 characters', () => {
    expect(passwordPolicyViolation('')).toBe('Password must be at least 8 characters.');
    expect(passwordPolicyViolation('a7#kQ2x')).toBe('Password must be at least 8 characters.');
  });

  it('refuses more than 128 characters', () => {
    expect(passwordPolicyViolation('x'.repeat(129))).toBe('Password must be at most 128 characters.');
    expect(passwordPolicyViolation(LONGEST_PASSPHRASE)).toBeUndefined();
  });

  it('counts characters as a person sees them', () => {
    expect(passwordPolicyViolation('🎾🎾🎾🎾🎾🎾🎾')).toBe('Password must be at least 8 characters.');
    expect(passwordPolicyViolation('🎾🏸🏓⚽🏀🏈⚾🥎')).toBeUndefined();
  });

  it('refuses very common passwords whatever their case', () => {
    for (const common of ['password', 'PASSWORD1', '12345678', 'qwertyui', 'iloveyou', 'Baseline1']) {
      expect(passwordPolicyViolation(common)).toBe(TOO_COMMON);
    }
  });

  it('refuses each of the 10,000 most common passwords that pass the length rule, and words about the product', () => {
    const { dictionary } = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as {
      dictionary: { 'passwords-common': string[] };
    };
    const longEnough = dictionary['passwords-common'].filter((password) => Array.from(password).length >= 8);
    const refused = longEnough.slice(0, COMMON_PASSWORD_COUNT);
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
    expect(refused.length).toBe(COMMON_PASSWORD_COUNT);
    const accepted = refused.filter((password) => passwordPolicyViolation(password) !== TOO_COMMON);
    expect(accepted).toEqual([]);
    for (const context of ['baseline', 'Tennis123', 'baselinetennis', 'sunshine1', 'StarWars']) {
      expect(passwordPolicyViolation(context)).toBe(TOO_COMMON);
    }
  });

  it('leaves a password the list ranks below its first 10,000 to the strength estimate', () => {
    expect(passwordPolicyViolation('password!')).toBe(
      `${TOO_EASY} This is similar to a commonly used password. Add more words that are less common.`,
    );
  });

  it.each([
    ['eight times one letter', 'aaaaaaaa', REPEATED],
    ['eight spaces', '        ', REPEATED],
    ['twelve times one letter', 'aaaaaaaaaaaa', REPEATED],
    ['128 times one letter', 'x'.repeat(128), REPEATED],
    [
      'a two-character pattern over and over',
      'x7'.repeat(64),
      `${TOO_EASY} Repeated character patterns like "abcabcabc" are easy to guess. Add more words that are less common. Avoid repeated words and characters.`,
    ],
    [
      'the alphabet in order',
      'abcdefgh',
      `${TOO_EASY} Common character sequences like "abc" are easy to guess. Add more words that are less common. Avoid common character sequences.`,
    ],
    [
      'a keyboard row',
      'zxcvbnm,./',
      `${TOO_EASY} Straight rows of keys on your keyboard are easy to guess. Add more words that are less common. Use longer keyboard patterns and change typing direction multiple times.`,
    ],
    [
      'a common password with a year',
      'iloveyou2024',
      `${TOO_EASY} This is similar to a commonly used password. Add more words that are less common.`,
    ],
    [
      'the product’s name with a year',
      'Baseline2026',
      `${TOO_EASY} There should not be any personal or page related data. Add more words that are less common. Capitalize more than the first letter.`,
    ],
  ])('refuses %s as too easy to guess, with zxcvbn’s advice', (_name, password, reason) => {
    expect(passwordPolicyViolation(password)).toBe(reason);
  });

  it.each([
    ['a passphrase of ordinary words', 'correct horse battery'],
    ['a passphrase with accents and punctuation', LONGEST_PASSPHRASE],
    ['eight random characters', 'tg7#kq2w'],
    ['eight different emoji', '🎾🏸🏓⚽🏀🏈⚾🥎'],
  ])('accepts %s', (_name, password) => {
    expect(passwordPolicyViolation(password)).toBeUndefined();
  });

  it('weighs the first 64 characters, so a long password is judged by a prefix that strong', () => {
    const strongPrefix = 'Ça va, la ligne de fond à Roland-Garros? 7 jeux'.padEnd(STRENGTH_CHECKED_LENGTH, '!');
    expect(passwordPolicyViolation(`${strongPrefix}${'a'.repeat(64)}`)).toBeUndefined();
    expect(passwordPolicyViolation(`${'a'.repeat(STRENGTH_CHECKED_LENGTH)}${'Kq7#tg2w'.repeat(8)}`)).toBe(REPEATED);
  });

  it('accepts an ordinary good password', () => {
    expect(passwordPolicyViolation('correct horse battery')).toBeUndefined();
    expect(() => {
      assertPasswordPolicy('correct horse battery');
    }).not.toThrow();
  });

  it('throws a 400 naming the rule', () => {
    expect(() => {
      assertPasswordPolicy('short');
    }).toThrow(new HttpError(400, 'Password must be at least 8 characters.'));
  });
});

describe('password hashing', () => {
  it('hashes with argon2id at the chosen cost and verifies only the right password', async () => {
    const hashed = await hashPassword('correct horse battery');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hashed, 'correct horse batterY')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('correct horse battery')).not.toBe(await hashPassword('correct horse battery'));
  });
});
