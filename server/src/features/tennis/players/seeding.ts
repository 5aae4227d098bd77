import { tournamentCategory, type TournamentCategoryCode } from '@baseline/contract';

/**
 * Categories whose seeds stand for a ranking, best first: a Grand Slam's seeds are the best-ranked entrants, a
 * Challenger's far lower ones, so a Challenger's No. 1 seed ranks below any Grand Slam seed. Team events seed
 * nations, not players, and count for nothing.
 */
const RANKED_CATEGORIES: readonly string[] = [
  'GS',
  'WC',
  '1000',
  '500',
  '250',
  'XXI',
  'CH',
] satisfies TournamentCategoryCode[];
/** A seed is far below this, so `category × SEEDS + seed` orders by category, then by seed. */
const SEEDS = 1_000;

/** A player's seed in a draw as one number that orders across categories (lower is better); null if none. */
export function seedingOf(tournamentType: string, seed: number | null): number | null {
  const code = tournamentCategory(tournamentType)?.code;
  const category = code === undefined ? -1 : RANKED_CATEGORIES.indexOf(code);
  if (seed === null || category === -1 || seed >= SEEDS) return null;
  return category * SEEDS + seed;
}

/** A seeding as the `@` list shows it: "seed 3 (Grand Slams)". */
export function seedingText(seeding: number): string {
  const code = RANKED_CATEGORIES[Math.floor(seeding / SEEDS)] ?? '';
  const label = tournamentCategory(code)?.label ?? code;
  return `seed ${seeding % SEEDS} (${label})`;
}
