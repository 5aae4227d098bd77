import { describe, expect, it } from 'vitest';
import { normalizeEmail, usernameViolation } from './identity.js';

describe('usernames and addresses', () => {
  it('accepts letters, digits, dots, underscores and hyphens', () => {
    expect(usernameViolation('Rafa.Nadal_22-x')).toBeUndefined();
  });

  it('names what is wrong with other usernames', () => {
    expect(usernameViolation('')).toBe('Username is required.');
    for (const bad of ['with space', 'at@sign', 'slash/', 'émile', '<script>']) {
      expect(usernameViolation(bad)).toBe('Username may only contain letters, digits, dots, underscores and hyphens.');
    }
  });

  it('trims and lower-cases e-mail addresses', () => {
    expect(normalizeEmail('  Rafa@Example.TEST ')).toBe('rafa@example.test');
  });
});
