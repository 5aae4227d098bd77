import type { Draw, DrawResponse, SeasonsResponse, Tournament, TournamentListResponse } from '@baseline/contract';

/*
 * The tennis answers are serialised once, when they are made, and then sent as bytes from the cache: a
 * Grand Slam draw is several hundred kilobytes of JSON, too much to stringify on every request. A draw ends
 * with its staleness flag, false, so that the rare stale answer is the same bytes with that last value
 * changed; the tournament list is a plain array and says it is stale in a header.
 */

const FRESH_END = Buffer.from('false}');
const STALE_END = Buffer.from('true}');

export function tournamentListBody(tournaments: Tournament[]): Buffer {
  const answer: TournamentListResponse = tournaments;
  return Buffer.from(JSON.stringify(answer));
}

export function seasonsBody(seasons: SeasonsResponse): Buffer {
  return Buffer.from(JSON.stringify(seasons));
}

export function drawBody(draw: Draw): Buffer {
  const answer: DrawResponse = { ...draw, IsStale: false };
  return Buffer.from(JSON.stringify(answer));
}

/** The same draw answer marked as the last good copy. */
export function staleDrawBody(body: Buffer): Buffer {
  const end = body.length - FRESH_END.length;
  if (!body.subarray(end).equals(FRESH_END)) throw new Error('not a draw answer made by answer-body.ts');
  return Buffer.concat([body.subarray(0, end), STALE_END]);
}

/**
 * What the cache keeps for a draw of a format the adapters do not show: not a draw answer (it is never sent),
 * so that the 404 it gives is cached like any other and the upstream is not asked on every request.
 */
const FORMAT_NOT_SHOWN = Buffer.from('{"FormatNotShown":true}');

export function formatNotShownBody(): Buffer {
  return FORMAT_NOT_SHOWN;
}

export function isFormatNotShown(body: Buffer): boolean {
  return body.length === FORMAT_NOT_SHOWN.length && body.equals(FORMAT_NOT_SHOWN);
}
