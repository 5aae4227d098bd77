/**
 * A tournament's status on a day; "today" is the UTC day of the clock (`calendarDateAt`). Tournament dates are
 * local days all round the world; one reference for every instance keeps a draw the same whichever serves it.
 */

import type { Tournament } from '@baseline/contract';

export type TournamentStatus = 'upcoming' | 'live' | 'past';

/** SPEC section 4: before the start upcoming, after the end past, otherwise live (both ends included). */
export function statusOf(
  tournament: Pick<Tournament, 'PlayStartDate' | 'PlayEndDate'>,
  today: string,
): TournamentStatus {
  if (today < tournament.PlayStartDate) return 'upcoming';
  if (today > tournament.PlayEndDate) return 'past';
  return 'live';
}
