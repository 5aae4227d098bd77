import type { RouteAnswer } from '@baseline/contract';
import type { ApiClient } from '../../../lib/api/client';
import { offlineCopyOf } from '../../offline/offline-copy/offlineCopy';

export interface DrawAnswer {
  draw: RouteAnswer<'tennis.draw'>;
  /** The network failed and the service worker answered from its cache: when that copy was fetched. */
  offlineCopy: string | null;
}

/** `tennis.draw`: one tournament's draw, and whether it is the browser's offline copy (said in a header). */
export async function fetchDraw(client: ApiClient, year: string, id: string): Promise<DrawAnswer> {
  const answer = await client.callWithHeaders('tennis.draw', { params: { year, id } });
  return { draw: answer.data, offlineCopy: offlineCopyOf(answer.headers) };
}
