import { describe, expect, it } from 'vitest';
import { createLatch } from './once';

describe('createLatch', () => {
  it('lets the first caller through and no one after', () => {
    const latch = createLatch();
    expect(latch.take()).toBe(true);
    expect(latch.take()).toBe(false);
    expect(latch.take()).toBe(false);
  });

  it('keeps each latch to itself', () => {
    const first = createLatch();
    const second = createLatch();
    first.take();
    expect(second.take()).toBe(true);
  });
});
