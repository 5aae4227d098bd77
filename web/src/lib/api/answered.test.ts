import { describe, expect, it } from 'vitest';
import { allAnswered } from './answered';

describe('allAnswered', () => {
  it('waits for a part still fetching, and not for one that answered or waits for a connection', () => {
    const answered = { isPending: false, fetchStatus: 'idle' } as const;
    const fetching = { isPending: true, fetchStatus: 'fetching' } as const;
    const offline = { isPending: true, fetchStatus: 'paused' } as const;
    expect(allAnswered(answered, offline)).toBe(true);
    expect(allAnswered(answered, fetching, offline)).toBe(false);
    expect(allAnswered()).toBe(true);
  });
});
