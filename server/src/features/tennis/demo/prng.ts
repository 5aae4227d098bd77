/** A seeded random source: the same seed gives the same sequence on every machine and every run. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Index chosen with the given relative weights. */
  weighted(weights: readonly number[]): number;
  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/** FNV-1a, to turn a text seed ("2026:422:MS") into the generator's 32-bit state. */
function hash(text: string): number {
  let state = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    state ^= text.charCodeAt(i);
    state = Math.imul(state, 0x01000193);
  }
  return state >>> 0;
}

/** mulberry32: tiny, fast and well distributed enough for made-up draws (not for anything secret). */
export function seededRandom(seed: string): Random {
  let state = hash(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[int(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted(weights) {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let target = next() * total;
      const index = weights.findIndex((weight) => (target -= weight) < 0);
      return index < 0 ? weights.length - 1 : index;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}
