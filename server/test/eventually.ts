import { vi } from 'vitest';

/**
 * How long a test waits for work the app does after answering (the mail worker's delivery, a job run after the
 * answer). Such work takes milliseconds alone and rarely a second on a busy machine; vi.waitFor's own default of
 * one second was within reach of a loaded CI run. Only work that never happens should reach this bound.
 */
export const EVENTUALLY_TIMEOUT_MS = 10_000;

/** Retries `check` until it passes (answering what it answers) or EVENTUALLY_TIMEOUT_MS is up. */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: EVENTUALLY_TIMEOUT_MS, interval: 20 });
}
