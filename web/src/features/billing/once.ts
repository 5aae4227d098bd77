import { useEffect, useState } from 'react';

/** A one-way switch: `take()` answers true the first time it is called, and false ever after. */
export interface Latch {
  take: () => boolean;
}

export function createLatch(): Latch {
  let taken = false;
  return {
    take: () => {
      if (taken) return false;
      taken = true;
      return true;
    },
  };
}

/**
 * Runs `effect` once per mounted screen, as soon as `ready` is true. StrictMode runs every effect
 * twice in development, and some calls must never be sent twice (creating a checkout session,
 * verifying a payment); the latch survives that second run because React keeps state across it.
 */
export function useOnce(effect: () => void, ready = true): void {
  const [latch] = useState(createLatch);
  // No dependency list on purpose: checked after every render, the latch makes all runs but the first a no-op.
  useEffect(() => {
    if (ready && latch.take()) effect();
  });
}
