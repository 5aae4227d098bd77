import { describe, expect, it } from 'vitest';
import { OFFLINE_TEXT } from './offlineText';

describe('the header pill for changes that need a choice', () => {
  it('names days and charts changed elsewhere', () => {
    expect(OFFLINE_TEXT.conflicts({ days: 2, charts: 0 })).toBe('2 days changed elsewhere');
    expect(OFFLINE_TEXT.conflicts({ days: 0, charts: 1 })).toBe('1 chart changed elsewhere');
    expect(OFFLINE_TEXT.conflicts({ days: 1, charts: 3 })).toBe('1 day and 3 charts changed elsewhere');
  });
});
