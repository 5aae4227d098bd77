import type { TENNIS_HEADERS, Tournament, TournamentListResponse } from '@baseline/contract';
import type { ApiClient } from '../../../lib/api/client';

// The stale header's name and value, typed by the contract's literals so they cannot drift (its runtime
// values would bring TypeBox into the tennis chunks).
const STALE_HEADER: (typeof TENNIS_HEADERS)['stale'] = 'warning';
const STALE_VALUE: (typeof TENNIS_HEADERS)['staleValue'] = '110 - "Response is Stale"';

export interface TournamentList {
  tournaments: Tournament[];
  /** The upstream could not be reached: this is the last good copy. */
  stale: boolean;
}

/** `GET /api/atp/tournaments`: the spec's plain list, and whether it is a stale copy (said in a header). */
export async function fetchTournamentList(client: ApiClient): Promise<TournamentList> {
  const answer = await client.requestWithHeaders<TournamentListResponse>('/api/atp/tournaments', { auth: true });
  return { tournaments: answer.data, stale: answer.headers.get(STALE_HEADER) === STALE_VALUE };
}
