import type { Tournament } from '@baseline/contract';
import { statusOnDay } from './status';
import { findTournament } from './tournamentFacts';

/** A live draw is asked for again every minute: the server's cache keeps a live draw that long. */
export const LIVE_DRAW_REFRESH_MS = 60_000;

/**
 * Whether the draw's tournament is LIVE on `today` (SPEC section 4's status, from the tournament list's dates):
 * the draw itself carries no dates. False while the list or the day is not known or the list does not have
 * the tournament, so a draw refreshes only when it is known to be in play.
 */
export function isLiveTournament(
  tournaments: readonly Tournament[] | undefined,
  year: string,
  id: string,
  today: string | undefined,
): boolean {
  const tournament = findTournament(tournaments, year, id);
  return tournament !== undefined && today !== undefined && statusOnDay(tournament, today) === 'live';
}
