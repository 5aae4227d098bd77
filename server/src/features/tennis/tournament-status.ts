import type { Tournament } from '@baseline/contract';

export type TournamentStatus = 'upcoming' | 'live' | 'past';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Today's date, YYYY-MM-DD, in UTC. Tournament dates are local days all round the world; one reference for
 * every instance keeps a draw the same whichever instance serves it.
 */
export function todayOf(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** SPEC section 4: before the start upcoming, after the end past, otherwise live (both ends included). */
export function statusOf(
  tournament: Pick<Tournament, 'PlayStartDate' | 'PlayEndDate'>,
  today: string,
): TournamentStatus {
  if (today < tournament.PlayStartDate) return 'upcoming';
  if (today > tournament.PlayEndDate) return 'past';
  return 'live';
}

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
