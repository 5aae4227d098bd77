import { describe, expect, it } from 'vitest';
import { formatInstant, formatRelative } from './versionTime';

const NOW = Date.UTC(2026, 5, 5, 12, 0);

describe('version times and sizes', () => {
  it('says how long ago, in the reader’s language', () => {
    expect(formatRelative(NOW - 30_000, NOW, 'en-GB')).toBe('this minute');
    expect(formatRelative(NOW - 5 * 60_000, NOW, 'en-GB')).toBe('5 minutes ago');
    expect(formatRelative(NOW - 26 * 3600_000, NOW, 'en-GB')).toBe('yesterday');
    expect(formatRelative(NOW - 3 * 3600_000, NOW, 'de')).toBe('vor 3 Stunden');
  });

  it('writes the instant in full', () => {
    expect(formatInstant(NOW, 'en-GB').replace(/\s/g, ' ')).toMatch(/^5 Jun 2026, \d\d:00$/);
  });
});
