import { DIARY_LIMITS } from '@baseline/contract/limits';
import { describe, expect, it } from 'vitest';
import { addTag, hasTag, normalizeTag, removeTag } from './tags';

describe('tags', () => {
  it('trims what is typed', () => {
    expect(normalizeTag('  clay court ')).toBe('clay court');
    expect(addTag([], '  serve  ')).toEqual({ added: true, tags: ['serve'] });
  });

  it('ignores a blank tag', () => {
    expect(addTag(['serve'], '   ')).toEqual({ added: false, reason: 'blank' });
  });

  it('does not add a duplicate, whatever its case or spacing', () => {
    expect(addTag(['Clay'], 'clay')).toEqual({ added: false, reason: 'duplicate' });
    expect(addTag(['Clay'], ' CLAY ')).toEqual({ added: false, reason: 'duplicate' });
    expect(hasTag(['Clay'], 'grass')).toBe(false);
  });

  it('refuses a tag longer than the limit', () => {
    expect(addTag([], 'x'.repeat(DIARY_LIMITS.tagLength + 1))).toEqual({ added: false, reason: 'too-long' });
    expect(addTag([], 'x'.repeat(DIARY_LIMITS.tagLength)).added).toBe(true);
  });

  it('stops at the per-tab limit', () => {
    const full = Array.from({ length: DIARY_LIMITS.tagsPerTab }, (_, index) => `tag${index}`);
    expect(addTag(full, 'one more')).toEqual({ added: false, reason: 'limit' });
  });

  it('removes exactly the tag asked for', () => {
    expect(removeTag(['Clay', 'serve'], 'Clay')).toEqual(['serve']);
  });
});
