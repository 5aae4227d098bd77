import { describe, expect, it } from 'vitest';
import { lastChange } from './lastChange';

describe('lastChange', () => {
  const first = { rounds: 1 };

  it('is the first answer’s fetch at first', () => {
    expect(lastChange(undefined, first, 1_000)).toEqual({ value: first, at: 1_000 });
  });

  it('keeps its time while refreshes bring the same answer back', () => {
    const shown = lastChange(undefined, first, 1_000);
    expect(lastChange(shown, first, 61_000)).toBe(shown);
  });

  it('takes the fetch time of an answer that changed', () => {
    const shown = lastChange(undefined, first, 1_000);
    const changed = { rounds: 2 };
    expect(lastChange(shown, changed, 121_000)).toEqual({ value: changed, at: 121_000 });
  });
});
