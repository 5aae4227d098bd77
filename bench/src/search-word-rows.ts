import { fixed, median, type Row } from './report.js';
import type { Dialect } from './search-rows.js';

/** A word on about a third of the search bench's tabs: ~38,000 of the hundred years', ~3,900 of the decade's. */
export const ONE_WORD = 'lefty';
const TARGET_MS = 100;
const PAIRS = 7;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * GET /api/search?q=lefty over a hundred years of notes (~110,000 tabs, ~38,000 matches), by relevance: its
 * first answer after the server started (nothing of the member's read yet) and its median warm, against the same
 * search over the decade (~3,900 matches) in alternating pairs. Call it before any other search of the century.
 */
export async function oneWordRow(
  dialect: Dialect,
  url: string,
  tokens: { decade: string; century: string },
): Promise<Row> {
  const path = `/api/search?q=${ONE_WORD}`;
  const sent = performance.now();
  const answer = await fetch(`${url}${path}`, { headers: bearer(tokens.century) });
  const first = performance.now() - sent;
  const { total } = (await answer.json()) as { total?: number };
  if (answer.status !== 200 || !total) throw new Error(`${path} answered ${answer.status}`);
  // One request at a time, timed here: an answer can take longer than an autocannon run lasts.
  const timed = async (token: string) => {
    const started = performance.now();
    const reply = await fetch(`${url}${path}`, { headers: bearer(token) });
    await reply.arrayBuffer();
    return performance.now() - started;
  };
  const century: number[] = [];
  const decade: number[] = [];
  for (let pair = 0; pair < PAIRS; pair += 1) {
    century.push(await timed(tokens.century));
    decade.push(await timed(tokens.decade));
  }
  const warm = median(century);
  const ratio = median(century.map((time, pair) => time / (decade[pair] ?? time)));
  return {
    name: `GET /api/search one word matching ~38,000 tabs (${dialect})`,
    value: `${fixed(warm)} ms warm, ${fixed(first, 0)} ms first`,
    target: `<= ${TARGET_MS} ms`,
    pass: warm <= TARGET_MS && first <= TARGET_MS,
    note:
      `"${ONE_WORD}" by relevance, ${total} results over 100 years; the decade's search ${fixed(median(decade))} ms, ` +
      `ratio ${fixed(ratio)}; one request at a time, median of ${PAIRS} alternating pairs`,
  };
}
