import { act } from 'react';

/** Lets React and the fake answers run until `check` holds. */
export async function settle(check: () => boolean, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}
