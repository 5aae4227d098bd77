import { describe, expect, it } from 'vitest';
import { createSessionKeepAlive, KEEP_ALIVE_INTERVAL_MS } from './sessionKeepAlive';

function setUp() {
  let time = 1_000_000;
  const pings: number[] = [];
  let answer: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const noteInteraction = createSessionKeepAlive({
    ping: () => {
      pings.push(time);
      return new Promise<void>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      });
    },
    now: () => time,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    pings,
    noteInteraction,
    advance: (ms: number) => {
      time += ms;
    },
    answer: async () => {
      answer();
      await settle();
    },
    fail: async () => {
      fail(new Error('offline'));
      await settle();
    },
  };
}

describe('session keep-alive', () => {
  it('sends nothing while the user works within an interval of the page loading', () => {
    const keepAlive = setUp();
    for (let step = 0; step < 10; step += 1) {
      keepAlive.advance(KEEP_ALIVE_INTERVAL_MS / 10 - 1);
      keepAlive.noteInteraction();
    }
    expect(keepAlive.pings).toEqual([]);
  });

  it('pings once an interval while the user keeps typing, however many keys they press', async () => {
    const keepAlive = setUp();
    const started = 1_000_000;
    for (let second = 1; second <= (3 * KEEP_ALIVE_INTERVAL_MS) / 1000; second += 1) {
      keepAlive.advance(1000);
      keepAlive.noteInteraction();
      keepAlive.noteInteraction();
      await keepAlive.answer();
    }
    expect(keepAlive.pings).toEqual([
      started + KEEP_ALIVE_INTERVAL_MS,
      started + 2 * KEEP_ALIVE_INTERVAL_MS,
      started + 3 * KEEP_ALIVE_INTERVAL_MS,
    ]);
  });

  it('pings nothing while nobody touches the page, then once on the first interaction', () => {
    const keepAlive = setUp();
    keepAlive.advance(2 * 60 * 60_000);
    expect(keepAlive.pings).toEqual([]);
    keepAlive.noteInteraction();
    keepAlive.noteInteraction();
    expect(keepAlive.pings).toHaveLength(1);
  });

  it('sends no second ping while one is unanswered, and goes on after a failed one', async () => {
    const keepAlive = setUp();
    keepAlive.advance(KEEP_ALIVE_INTERVAL_MS);
    keepAlive.noteInteraction();
    keepAlive.advance(KEEP_ALIVE_INTERVAL_MS);
    keepAlive.noteInteraction();
    expect(keepAlive.pings).toHaveLength(1);

    // The failed ping began an interval ago: the next interaction tries again, once.
    await keepAlive.fail();
    keepAlive.noteInteraction();
    keepAlive.noteInteraction();
    expect(keepAlive.pings).toHaveLength(2);
  });
});
