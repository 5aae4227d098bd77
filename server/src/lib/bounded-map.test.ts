import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map.js';

describe('setBounded', () => {
  it('pushes out the entry inserted longest ago when a new key arrives at the limit', () => {
    const map = new Map<string, number>();
    for (const [index, key] of ['a', 'b', 'c', 'd'].entries()) setBounded(map, key, index, 3);
    expect([...map]).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ]);
  });

  it('replaces the value of a key already there without pushing anything out', () => {
    const map = new Map([
      ['a', 0],
      ['b', 1],
    ]);
    setBounded(map, 'a', 10, 2);
    expect([...map]).toEqual([
      ['a', 10],
      ['b', 1],
    ]);
  });
});
