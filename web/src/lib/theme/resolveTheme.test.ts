import { describe, expect, it } from 'vitest';
import { resolveTheme, storedValueFor } from './resolveTheme';

describe('resolveTheme', () => {
  it("follows the user's stored choice over the system", () => {
    expect(resolveTheme('true', false)).toBe('dark');
    expect(resolveTheme('false', true)).toBe('light');
  });

  it('falls back to the system preference without a valid stored choice', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme('maybe', true)).toBe('dark');
  });

  it('stores a choice in the form it reads back', () => {
    expect(resolveTheme(storedValueFor('dark'), false)).toBe('dark');
    expect(resolveTheme(storedValueFor('light'), true)).toBe('light');
  });
});
