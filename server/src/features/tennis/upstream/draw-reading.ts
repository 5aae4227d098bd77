import type { DrawEvent } from '@baseline/contract';

/**
 * What an adapter made of a draws payload in its shape: the events (with the parts it had to leave out, for
 * the log), or the news that the draw is of a format the adapters do not show (never half-drawn).
 */
export type DrawReading =
  { kind: 'draw'; events: DrawEvent[]; skipped: string[] } | { kind: 'format-not-shown'; why: string };
