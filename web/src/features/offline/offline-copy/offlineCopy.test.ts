import { describe, expect, it } from 'vitest';
import { offlineCopyOf } from './offlineCopy';

describe('offlineCopyOf', () => {
  it('reads when a cached answer was fetched, and nothing from a fresh one', () => {
    expect(offlineCopyOf(new Headers({ 'X-Offline-Copy': '2026-11-25T14:02:00.000Z' }))).toBe(
      '2026-11-25T14:02:00.000Z',
    );
    expect(offlineCopyOf(new Headers({ 'Content-Type': 'application/json' }))).toBeNull();
  });
});
