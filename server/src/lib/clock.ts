/** Epoch milliseconds. Services take a clock rather than calling Date.now() so tests can move time. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
