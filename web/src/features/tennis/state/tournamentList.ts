import type { Tournament } from '@baseline/contract';
import { TENNIS_HEADERS } from '@baseline/contract/limits';
import type { ApiClient } from '../../../lib/api/client';

export interface TournamentList {
  tournaments: Tournament[];
  /** The upstream could not be reached: this is the last good copy. */
  stale: boolean;
}

/** `tennis.tournaments`: the spec's plain list, and whether it is a stale copy (said in a header). */
export async function fetchTournamentList(client: ApiClient): Promise<TournamentList> {
  const answer = await client.callWithHeaders('tennis.tournaments');
  return { tournaments: answer.data, stale: answer.headers.get(TENNIS_HEADERS.stale) === TENNIS_HEADERS.staleValue };
}
