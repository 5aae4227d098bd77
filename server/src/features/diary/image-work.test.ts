import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.js';
import { createImageWork, SAVE_BUSY } from './image-work.js';

/** Work that finishes only when the test says so, and records what runs at once. */
function heldWork() {
  const releases = new Map<string, () => void>();
  const running = new Set<string>();
  const started: string[] = [];
  let most = 0;
  const work = (input: string) =>
    new Promise<string>((resolve) => {
      started.push(input);
      running.add(input);
      most = Math.max(most, running.size);
      releases.set(input, () => {
        running.delete(input);
        resolve(input.toUpperCase());
      });
    });
  const release = async (input: string) => {
    await until(() => releases.has(input));
    releases.get(input)?.();
  };
  return { work, release, running, started, most: () => most };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

async function refusal(work: Promise<unknown>): Promise<{ status: number; message: string } | string> {
  const error: unknown = await work.then(
    () => 'not refused',
    (reason: unknown) => reason,
  );
  return error instanceof HttpError ? { status: error.statusCode, message: error.message } : String(error);
}

describe('createImageWork', () => {
  it('refuses a member’s second batch with 429 while the first runs, and takes it once the first is done', async () => {
    const { work, release } = heldWork();
    const processFor = createImageWork(4, work);
    const first = processFor('ann', ['a1', 'a2']);
    expect(await refusal(processFor('ann', ['a3']))).toEqual({ status: 429, message: SAVE_BUSY });
    // A batch with nothing to process costs nothing, so it is never refused.
    expect(await processFor('ann', [])).toEqual([]);

    await release('a1');
    await release('a2');
    expect(await first).toEqual(['A1', 'A2']);
    const again = processFor('ann', ['a3']);
    await release('a3');
    expect(await again).toEqual(['A3']);
  });

  it('frees the member when the work fails', async () => {
    const processFor = createImageWork(1, (input: string) =>
      input === 'bad' ? Promise.reject(new HttpError(400, 'broken')) : Promise.resolve(input),
    );
    expect(await refusal(processFor('ann', ['bad']))).toEqual({ status: 400, message: 'broken' });
    expect(await processFor('ann', ['good'])).toEqual(['good']);
  });

  it('runs at most perProcess images at once across members, the others waiting their turn', async () => {
    const { work, release, running, started, most } = heldWork();
    const processFor = createImageWork(2, work);
    const members = ['ann', 'bob', 'cy', 'dee'];
    const batches = members.map((member) => processFor(member, [`${member}-1`, `${member}-2`]));
    await until(() => running.size === 2);
    expect([...running]).toEqual(['ann-1', 'bob-1']);

    while (started.length < 8 || running.size > 0) {
      await until(() => running.size > 0);
      const [oldest] = running;
      if (oldest) await release(oldest);
    }
    expect(await Promise.all(batches)).toEqual([
      ['ANN-1', 'ANN-2'],
      ['BOB-1', 'BOB-2'],
      ['CY-1', 'CY-2'],
      ['DEE-1', 'DEE-2'],
    ]);
    expect(most()).toBe(2);
    // Image by image, first come first served: a member's second image waits behind the others' first.
    expect(started).toEqual(['ann-1', 'bob-1', 'cy-1', 'dee-1', 'ann-2', 'bob-2', 'cy-2', 'dee-2']);
  });
});
