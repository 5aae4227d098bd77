import { describe, expect, it } from 'vitest';
import { normalizeEmail, normalizeUsername, usernameKey, usernameSkeleton, usernameViolation } from './identity.js';

describe('usernames and addresses', () => {
  it('accepts letters and digits of any script, dots, underscores and hyphens', () => {
    for (const good of ['Rafa.Nadal_22-x', 'Zo\u00eb', 'émile', 'Дмитрий', '李娜', 'अर्जुन']) {
      expect(usernameViolation(good)).toBeUndefined();
    }
  });

  it('keeps a name composed (NFC) and trimmed, whatever the keyboard sent', () => {
    expect(normalizeUsername(' Zoe\u0308 ')).toBe('Zo\u00eb');
  });

  it('keys a name by case and compatibility folding; an ASCII name by its lower case, as before', () => {
    expect(usernameKey('Rafa.Nadal_22-x')).toBe('rafa.nadal_22-x');
    expect(usernameKey('ZO\u00cb')).toBe(usernameKey('zo\u00eb'));
    expect(usernameKey('\uff5a\uff4f\u00eb')).toBe('zo\u00eb');
    expect(usernameKey('Straße')).toBe(usernameKey('STRASSE'));
  });

  it('gives look-alikes one skeleton, and other names their own', () => {
    const lookAlikes: [string, string][] = [
      ['admin', '\u0430dmin'],
      ['Bill', 'BiIl'],
      ['paul', 'pau1'],
      ['modern', 'rnodern'],
      ['Anna', '\u0391nna'],
    ];
    for (const [name, lookAlike] of lookAlikes) expect(usernameSkeleton(lookAlike)).toBe(usernameSkeleton(name));
    expect(usernameSkeleton('Zo\u00eb')).not.toBe(usernameSkeleton('Zoe'));
    expect(usernameSkeleton('ana')).not.toBe(usernameSkeleton('anna'));
  });

  it('names what is wrong with other usernames', () => {
    expect(usernameViolation('')).toBe('Username is required.');
    for (const bad of ['with space', 'at@sign', 'slash/', '<script>', 'zero\u200bwidth', '\u0301ana', '\u{1f3be}']) {
      expect(usernameViolation(bad)).toBe('Username may only contain letters, digits, dots, underscores and hyphens.');
    }
  });

  it('trims and lower-cases e-mail addresses', () => {
    expect(normalizeEmail('  Rafa@Example.TEST ')).toBe('rafa@example.test');
  });
});
