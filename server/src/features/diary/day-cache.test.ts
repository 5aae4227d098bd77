import { describe, expect, it } from 'vitest';
import { createDayCache } from './day-cache.js';

const entry = { id: 'entry-1', version: 3 };
const bytes = (text: string) => Buffer.from(text);

describe('day cache', () => {
  it('answers only for the entry id and version it was made from', () => {
    const cache = createDayCache();
    cache.set('user-1', '2026-11-20', entry, bytes('{"v":3}'));
    expect(cache.get('user-1', '2026-11-20', entry)).toEqual(bytes('{"v":3}'));
    expect(cache.get('user-2', '2026-11-20', entry)).toBeUndefined();
    expect(cache.get('user-1', '2026-11-21', entry)).toBeUndefined();
    expect(cache.get('user-1', '2026-11-20', { id: 'entry-1', version: 4 })).toBeUndefined();
    // A mismatch drops the stale answer: the old version is not served again either.
    expect(cache.get('user-1', '2026-11-20', entry)).toBeUndefined();
    cache.set('user-1', '2026-11-20', entry, bytes('{"v":3}'));
    expect(cache.get('user-1', '2026-11-20', { id: 'entry-2', version: 3 })).toBeUndefined();
  });

  it('keeps at most its size in bytes, dropping the least recently read first', () => {
    const cache = createDayCache(10);
    cache.set('u', 'a', entry, bytes('aaaa'));
    cache.set('u', 'b', entry, bytes('bbbb'));
    expect(cache.get('u', 'a', entry)).toEqual(bytes('aaaa'));
    cache.set('u', 'c', entry, bytes('cccc'));
    expect(cache.get('u', 'b', entry)).toBeUndefined();
    expect(cache.get('u', 'a', entry)).toEqual(bytes('aaaa'));
    expect(cache.get('u', 'c', entry)).toEqual(bytes('cccc'));
    cache.set('u', 'd', entry, bytes('x'.repeat(11)));
    expect(cache.get('u', 'd', entry)).toBeUndefined();
  });

  it('counts bytes, not characters: a day in accented or non-Latin text takes its real size', () => {
    const cache = createDayCache(10);
    cache.set('u', 'a', entry, bytes('ééé'));
    cache.set('u', 'b', entry, bytes('ééé'));
    expect(cache.get('u', 'a', entry)).toBeUndefined();
    expect(cache.get('u', 'b', entry)).toEqual(bytes('ééé'));
  });
});
