import { describe, expect, it } from 'vitest';
import { createEarlyAnswers } from './earlyAnswers';

function setUp() {
  const asked: string[] = [];
  let clock = 0;
  const early = createEarlyAnswers(
    (path) => {
      asked.push(path);
      return Promise.resolve(`answer to ${path}`);
    },
    () => clock,
  );
  return { early, asked, advance: (ms: number) => (clock += ms) };
}

describe('early answers', () => {
  it('hands an early answer out once', async () => {
    const { early, asked } = setUp();
    early.ask('/api/day');
    await expect(early.take('/api/day')).resolves.toBe('answer to /api/day');
    expect(early.take('/api/day')).toBeUndefined();
    expect(asked).toEqual(['/api/day']);
  });

  it('asks once for a path asked for twice', () => {
    const { early, asked } = setUp();
    early.ask('/api/day');
    early.ask('/api/day');
    expect(asked).toEqual(['/api/day']);
  });

  it('has nothing for a path never asked for', () => {
    expect(setUp().early.take('/api/other')).toBeUndefined();
  });

  it('drops an answer no one took within ten seconds', () => {
    const { early, advance } = setUp();
    early.ask('/api/day');
    advance(10_001);
    expect(early.take('/api/day')).toBeUndefined();
  });

  it('keeps a failed answer for its reader to report', async () => {
    const early = createEarlyAnswers(() => Promise.reject(new Error('offline')));
    early.ask('/api/day');
    await expect(early.take('/api/day')).rejects.toThrow('offline');
  });
});
