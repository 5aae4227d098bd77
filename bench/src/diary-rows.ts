import { alternate, fire } from './load.js';
import { fixed, median, type Row } from './report.js';
import { SEARCH_TAG, typicalDay } from './seed.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /api/diary of a typical day, a different date per request (each is a new day's first save). */
export async function diaryWrites(dialect: string, url: string, token: string): Promise<Row> {
  let day = 0;
  const dateOf = (n: number) => new Date(Date.UTC(1990, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  const runs = [];
  for (let run = 0; run < 3; run += 1) {
    runs.push(
      await fire({
        url: `${url}/api/diary`,
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        connections: 10,
        seconds: 3,
        setupRequest: (request) => ({ ...request, body: JSON.stringify(typicalDay(dateOf(day++))) }),
      }),
    );
  }
  const failed = runs.reduce((sum, run) => sum + run.non2xx, 0);
  if (failed > 0) throw new Error(`POST /api/diary (${dialect}): ${failed} answers were not 2xx`);
  return {
    name: `POST /api/diary typical day (${dialect})`,
    value: `${Math.round(median(runs.map((run) => run.rps)))} req/s, p99 ${median(runs.map((run) => run.p99))} ms`,
    target: 'reported',
    pass: null,
    note: '3 tabs of 2 KB HTML with tags, 10 connections, median of 3 runs',
  };
}

/**
 * Tag search over ten years of daily entries, and over a diary ten times larger where the tag is on the
 * same days: with the index, the second costs about what the first does.
 */
export async function tagSearch(url: string, tokenOf1x: string, tokenOf10x: string): Promise<Row[]> {
  const load = (token: string) => ({
    url: `${url}/api/diary/search?tag=${SEARCH_TAG}`,
    headers: bearer(token),
    connections: 1,
    seconds: 2,
  });
  const result = await alternate(load(tokenOf10x), load(tokenOf1x), 5, (run) => run.mean);
  const p99 = median(result.b.map((run) => run.p99));
  return [
    {
      name: 'GET /api/diary/search?tag= p99 (10 years, ~11,000 tabs)',
      value: `${p99} ms`,
      target: '<= 10 ms',
      pass: p99 <= 10,
      note: `mean ${fixed(median(result.b.map((run) => run.mean)))} ms, 140 matching days, 1 connection`,
    },
    {
      name: 'GET /api/diary/search?tag= time at 10x data / 1x',
      value: fixed(result.ratio),
      target: '<= 2.00',
      pass: result.ratio <= 2,
      note: `mean ${fixed(median(result.a.map((run) => run.mean)))} ms at ~110,000 tabs, 5 pairs`,
    },
  ];
}
