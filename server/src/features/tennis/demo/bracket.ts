/**
 * The shape of a knockout draw: how many lines, where the seeds and the byes go, and what the rounds are
 * called. Lines are numbered from 0, top to bottom; lines 2k and 2k+1 meet in the first round.
 */

/** The smallest power of two that holds `lines` entrants: 28 → 32, 48 → 64, 96 → 128. */
export function bracketSize(lines: number): number {
  let size = 2;
  while (size < lines) size *= 2;
  return size;
}

/** How many entrants are seeded, as the ATP rule book has it by draw size. */
export function seedCount(lines: number): number {
  if (lines <= 8) return 2;
  if (lines <= 16) return 4;
  if (lines <= 32) return 8;
  if (lines <= 64) return 16;
  return 32;
}

/**
 * The rank each line of a bracket is meant for, so that rank r meets rank size+1-r in the first round and
 * the best two can only meet in the final: 1 on the top line, 2 on the bottom line. Byes are the ranks
 * beyond the entrants, so they fall opposite the top seeds.
 */
export function lineRanks(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((rank) => [rank, next - rank]);
  }
  const half = size / 2;
  return [...order.slice(0, half), ...order.slice(half).toReversed()];
}

/** The seeds drawn by lot together: 1, 2, then 3-4, 5-8, 9-16, 17-32. */
export function seedGroups(seeds: number): number[][] {
  const groups = [[1], [2]].filter(([seed = 0]) => seed <= seeds);
  for (let from = 3; from <= seeds; from = (from - 1) * 2 + 1) {
    const to = Math.min(seeds, (from - 1) * 2);
    groups.push(Array.from({ length: to - from + 1 }, (_, at) => from + at));
  }
  return groups;
}

/** TennisTV numbers rounds so that the final is always 7: a 32 draw starts at 3, a 128 draw at 1. */
export const FINAL_ROUND_ID = 7;

export interface RoundLabel {
  RoundIdModernized: number;
  RoundName: string;
}

const ORDINALS = ['First', 'Second', 'Third', 'Fourth'];
const LAST_ROUNDS = ['Quarterfinals', 'Semifinals', 'Final'];

/** The rounds of a bracket of `size` lines, first round first, with TennisTV's ids and names. */
export function roundLabels(size: number): RoundLabel[] {
  const count = Math.log2(size);
  return Array.from({ length: count }, (_, index) => {
    const fromEnd = count - 1 - index;
    const lastName = LAST_ROUNDS[LAST_ROUNDS.length - 1 - fromEnd];
    return {
      RoundIdModernized: FINAL_ROUND_ID - fromEnd,
      RoundName: lastName ?? `${ORDINALS[index] ?? `Round ${index + 1}`} Round`,
    };
  });
}
