/** Hands out at most `max` slots at once; the others wait their turn, first come first served. */
export function createSlots(max: number) {
  let taken = 0;
  const waiting: (() => void)[] = [];

  /** Gives the slot back; a second call does nothing, so every way a holder can end may call it. */
  function releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // A leaving holder hands its slot straight to the next in line, so no newcomer can slip in between.
      const next = waiting.shift();
      if (next) next();
      else taken -= 1;
    };
  }

  return {
    /** Resolves once a slot is free, with the function that gives it back. */
    async acquire(): Promise<() => void> {
      if (taken < max) taken += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      return releaser();
    },
  };
}

/** Runs at most `max` of the given jobs at once; the others wait their turn, first come first served. */
export function createConcurrencyLimit(max: number) {
  const slots = createSlots(max);

  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    const release = await slots.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  };
}
