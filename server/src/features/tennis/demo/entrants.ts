import type { EntryType } from '@baseline/contract';
import type { Random } from './prng.js';
import { playerAt, POOL_SIZE, type DemoPlayer } from './player-pool.js';

/** One line of a draw before it is placed: a player, or a doubles pair, and how they got in. */
export interface Entrant {
  players: DemoPlayer[];
  /** Lower is stronger: the rank, or the sum of a pair's ranks. Decides seeds and, loosely, results. */
  strength: number;
  entryType: EntryType;
}

/** The ranks a field's direct acceptances come from, best and worst. */
export type RankBand = readonly [best: number, worst: number];

/** Qualifiers and wild cards by draw size, about as the rule book has them. */
function qualifierCount(lines: number): number {
  return lines < 16 ? 0 : Math.ceil(lines / 8);
}
function wildCardCount(lines: number): number {
  if (lines < 16) return 0;
  return lines >= 128 ? 8 : lines >= 48 ? 4 : 3;
}

/** Distinct players drawn from ranks [from, to], best first, skipping those already in. */
function drawPlayers(random: Random, count: number, [from, to]: RankBand, taken: Set<number>): DemoPlayer[] {
  const free = [];
  for (let rank = from; rank <= Math.min(to, POOL_SIZE); rank++) if (!taken.has(rank)) free.push(rank);
  const chosen = random.shuffle(free).slice(0, count);
  if (chosen.length < count) throw new Error(`demo pool too small for ${count} players in ${from}-${to}`);
  for (const rank of chosen) taken.add(rank);
  return chosen.toSorted((a, b) => a - b).map(playerAt);
}

const single = (entryType: EntryType) => (player: DemoPlayer) => ({
  players: [player],
  strength: player.rank,
  entryType,
});

/**
 * A singles field of `lines` entrants: direct acceptances from the category's band, qualifiers from just
 * below it (one of them, now and then, a lucky loser), wild cards from anywhere lower down.
 */
export function singlesField(random: Random, [best, worst]: RankBand, lines: number): Entrant[] {
  const taken = new Set<number>();
  const qualifiers = qualifierCount(lines);
  const wildCards = wildCardCount(lines);
  const luckyLosers = qualifiers > 0 && random.chance(0.4) ? 1 : 0;
  const direct = lines - qualifiers - wildCards;
  const below: RankBand = [worst + 1, worst + 150];
  return [
    ...drawPlayers(random, direct, [best, worst], taken).map(single(null)),
    ...drawPlayers(random, qualifiers - luckyLosers, below, taken).map(single('Q')),
    ...drawPlayers(random, luckyLosers, below, taken).map(single('LL')),
    ...drawPlayers(random, wildCards, [worst + 1, worst + 300], taken).map(single('WC')),
  ];
}

/** A doubles field of `lines` pairs: specialists and singles players paired at random, a few wild-card pairs. */
export function doublesField(random: Random, [best, worst]: RankBand, lines: number): Entrant[] {
  const taken = new Set<number>();
  const players = random.shuffle(drawPlayers(random, lines * 2, [best, Math.max(worst * 2, best + lines * 3)], taken));
  const wildCards = lines >= 16 ? (lines >= 24 ? 3 : 2) : 0;
  return Array.from({ length: lines }, (_, at) => {
    const pair = [players[at * 2], players[at * 2 + 1]].filter((player) => player !== undefined);
    const ordered = pair.toSorted((a, b) => a.rank - b.rank);
    const strength = ordered.reduce((sum, player) => sum + player.rank, 0);
    return { players: ordered, strength, entryType: null };
  })
    .toSorted((a, b) => a.strength - b.strength)
    .map((entrant, at) => (at >= lines - wildCards ? { ...entrant, entryType: 'WC' } : entrant));
}
