import { performance } from 'node:perf_hooks';

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
    }
  }
  return [median(times[0]), median(times[1])];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
