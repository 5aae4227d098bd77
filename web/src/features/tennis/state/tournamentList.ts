import type { Tournament } from '@baseline/contract';
import { TENNIS_HEADERS } from '@baseline/contract/limits';
import type { ApiClient } from '../../../lib/api/client';
import { offlineCopyOf } from '../../offline/offline-copy/offlineCopy';

export interface TournamentList {
  tournaments: Tournament[];
  /** The upstream could not be reached: this is the last good copy. */
  stale: boolean;
  /** A line for the list when a part of it could not be loaded (the server's `X-Data-Partial`), else null. */
  partNotice: string | null;
  /** The network failed and the service worker answered from its cache: when that copy was fetched. */
  offlineCopy: string | null;
}

const PART_NOTICES: Record<string, string> = {
  [TENNIS_HEADERS.partialChallenger]: 'Challenger tournaments cannot be loaded right now.',
};

/**
 * `tennis.tournaments`: the spec's plain list (one season's when `season` is given), and whether it is a
 * stale or partial copy (said in headers), or the browser's offline copy.
 */
export async function fetchTournamentList(client: ApiClient, season?: string): Promise<TournamentList> {
  const answer = await client.callWithHeaders('tennis.tournaments', { query: season === undefined ? {} : { season } });
  return {
    tournaments: answer.data,
    stale: answer.headers.get(TENNIS_HEADERS.stale) === TENNIS_HEADERS.staleValue,
    partNotice: PART_NOTICES[answer.headers.get(TENNIS_HEADERS.partial) ?? ''] ?? null,
    offlineCopy: offlineCopyOf(answer.headers),
  };
}
