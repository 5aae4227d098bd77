/** Runs at most `max` of the given jobs at once; the others wait their turn, first come first served. */
export function createConcurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    // A finishing job hands its slot straight to the next in line, so no newcomer can slip in between.
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
