import type { Clock } from '../src/lib/clock.js';

export interface TestClock {
  now: Clock;
  advance(ms: number): void;
}

/** A clock that stands still until a test moves it. */
export function testClock(start = Date.now()): TestClock {
  let time = start;
  return {
    now: () => time,
    advance(ms) {
      time += ms;
    },
  };
}
