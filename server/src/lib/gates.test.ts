import pLimit from 'p-limit';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.js';
import { createMemberGate, createSlots } from './gates.js';

describe('p-limit, which bounds the hashes and the image work', () => {
  it('runs at most max jobs at once, in the order they came, through failures too', async () => {
    const limited = pLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const job = (id: number) => async () => {
      started.push(id);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (id === 1) throw new Error('job 1 failed');
      return id;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((id) => limited(job(id))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // A newcomer after the queue has drained starts at once.
    expect(await limited(() => Promise.resolve('later'))).toBe('later');
  });
});

describe('createSlots', () => {
  it('hands out at most max slots, in the order asked, and counts a slot given back twice once', async () => {
    const slots = createSlots(1);
    const first = await slots.acquire();
    const order: string[] = [];
    const second = slots.acquire().then((release) => {
      order.push('second');
      return release;
    });
    const third = slots.acquire().then((release) => {
      order.push('third');
      return release;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);

    first();
    first();
    const releaseSecond = await second;
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['second']);
    releaseSecond();
    (await third)();
    expect(order).toEqual(['second', 'third']);
    // All given back: a newcomer has its slot at once.
    (await slots.acquire())();
  });
});

describe('createMemberGate', () => {
  const gate = () =>
    createMemberGate({
      atOnce: 2,
      memberBusy: () => new HttpError(429, 'already running'),
      serverBusy: () => new HttpError(429, 'server busy'),
    });

  it('lets a member in once, refuses the member first and the server second, and counts a leave twice once', () => {
    const members = gate();
    const leaveAnn = members.enter('ann');
    expect(() => members.enter('ann')).toThrow('already running');
    members.enter('bob');
    expect(() => members.enter('ann')).toThrow('already running');
    expect(() => members.enter('cat')).toThrow('server busy');

    leaveAnn();
    members.enter('ann');
    // The first entry's leave, called again, does not let the second entry out.
    leaveAnn();
    expect(() => members.enter('ann')).toThrow('already running');
    expect(() => members.enter('cat')).toThrow('server busy');
  });
});
