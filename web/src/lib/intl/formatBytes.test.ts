import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes';

describe('formatBytes', () => {
  it('writes a size in bytes, kilobytes, megabytes or gigabytes, one byte without a plural', () => {
    expect(formatBytes(1, 'en-GB')).toBe('1 byte');
    expect(formatBytes(298, 'en-GB')).toBe('298 bytes');
    expect(formatBytes(640, 'de')).toBe('640 Byte');
    expect(formatBytes(2100, 'en-GB')).toBe('2.1 kB');
    expect(formatBytes(1_500_000, 'en-GB')).toBe('1.5 MB');
    expect(formatBytes(520_000_000_000, 'en-GB')).toBe('520 GB');
  });
});
