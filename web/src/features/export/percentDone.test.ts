import { describe, expect, it } from 'vitest';
import { percentDone } from './percentDone';

describe('percentDone', () => {
  it('stops at 99 % while the estimate is passed, and says 0 % before there is one', () => {
    expect([percentDone(50, 200), percentDone(300, 200), percentDone(10, 0)]).toEqual([25, 99, 0]);
  });
});
