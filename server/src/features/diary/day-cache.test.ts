import { describe, expect, it } from 'vitest';
import { createDayCache } from './day-cache.js';

const entry = { id: 'entry-1', version: 3 };

describe('day cache', () => {
  it('answers only for the entry id and version it was made from', () => {
    const cache = createDayCache();
    cache.set('user-1', '2026-11-20', entry, '{"v":3}');
    expect(cache.get('user-1', '2026-11-20', entry)).toBe('{"v":3}');
    expect(cache.get('user-2', '2026-11-20', entry)).toBeUndefined();
    expect(cache.get('user-1', '2026-11-21', entry)).toBeUndefined();
    expect(cache.get('user-1', '2026-11-20', { id: 'entry-1', version: 4 })).toBeUndefined();
    // A mismatch drops the stale answer: the old version is not served again either.
    expect(cache.get('user-1', '2026-11-20', entry)).toBeUndefined();
    cache.set('user-1', '2026-11-20', entry, '{"v":3}');
    expect(cache.get('user-1', '2026-11-20', { id: 'entry-2', version: 3 })).toBeUndefined();
  });

  it('keeps at most its size, dropping the least recently read first', () => {
    const cache = createDayCache(10);
    cache.set('u', 'a', entry, 'aaaa');
    cache.set('u', 'b', entry, 'bbbb');
    expect(cache.get('u', 'a', entry)).toBe('aaaa');
    cache.set('u', 'c', entry, 'cccc');
    expect(cache.get('u', 'b', entry)).toBeUndefined();
    expect(cache.get('u', 'a', entry)).toBe('aaaa');
    expect(cache.get('u', 'c', entry)).toBe('cccc');
    cache.set('u', 'd', entry, 'x'.repeat(11));
    expect(cache.get('u', 'd', entry)).toBeUndefined();
  });
});
