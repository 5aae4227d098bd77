import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';

/** Untimed rest after each request: work a route leaves for after its answer must not land in the next one's time. */
const SETTLE_MS = 5;
/** A real difference shows in every round; a neighbouring job slowing one kind of request rarely does thrice. */
const ROUNDS = 3;

/**
 * Times two kinds of request, taking turns so that whatever else the machine does slows both alike,
 * and answers the median duration (ms) of each. Medians, not means: one pause of the garbage
 * collector or of a neighbouring process must not decide the comparison.
 */
export async function medianDurations(
  tries: number,
  first: (n: number) => Promise<unknown>,
  second: (n: number) => Promise<unknown>,
): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let n = 0; n < tries; n++) {
    for (const [index, run] of [first, second].entries()) {
      const start = performance.now();
      await run(n);
      times[index]?.push(performance.now() - start);
      await sleep(SETTLE_MS);
    }
  }
  return [median(times[0]), median(times[1])];
}

/**
 * Whether an outsider timing the two answers could tell them apart: in some round of measurements the
 * slower may take at most 1.5 times the faster, plus 2 ms. Making a known address's reset link before
 * answering (8 to 18 ms against 2 ms on PostgreSQL) or skipping the password hash for an unknown user
 * (40 ms against 1 ms) fails every round; without such a difference, three loaded rounds in a row do not.
 */
export async function expectSimilarTiming(measure: () => Promise<[number, number]>): Promise<void> {
  const rounds: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const [a, b] = await measure();
    if (Math.max(a, b) <= 1.5 * Math.min(a, b) + 2) return;
    rounds.push(`${a.toFixed(2)} ms against ${b.toFixed(2)} ms`);
  }
  expect.fail(`medians told the two answers apart in every round: ${rounds.join('; ')}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
