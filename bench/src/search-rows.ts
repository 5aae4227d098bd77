import { SEARCH } from '@baseline/contract';
import { sql, SqliteAdapter } from 'kysely';
import type { Database } from '../../server/src/db/database.js';
import { textOfNote } from '../../server/src/features/diary/note-reading.js';
import { alternate, fire } from './load.js';
import { fixed, median, type Row } from './report.js';
import { corpusTab } from './search-corpus.js';
import { isTaggedDay, SEARCH_TAG, seedDays, type SeededTab } from './seed.js';
import { versusRaw } from './versus-raw.js';

/** Three words, a tag and a date range: what a coach types to find last summers' notes on one pattern. */
export const SEARCH_QUERY = `second serve lefty tag:${SEARCH_TAG} from:2019-01-01 to:2025-12-31`;
const TABS_PER_DAY = 3;
const TARGET_MS = { SQLite: 15, PostgreSQL: 25 } as const;
export type Dialect = keyof typeof TARGET_MS;

/** The decade's tabs, each different: the century's diary is the same tabs again on other days. */
let pool: SeededTab[] | undefined;
function poolTab(index: number): SeededTab {
  pool ??= Array.from({ length: 3650 * TABS_PER_DAY }, (_, seed) => {
    const tab = corpusTab(seed);
    return { ...tab, text: textOfNote(tab.content).text };
  });
  return pool[index % pool.length] as SeededTab;
}

/**
 * `years` of days up to 2025-12-31, three tabs of about 450 words each, written with their tags and index rows
 * (seedDays). The searched tag is on two weeks of each of the last ten summers, so the century's diary holds as
 * many tagged days as the decade's: only the index can keep its search as fast.
 */
export async function seedSearchDiary(db: Database, userId: string, years: number): Promise<void> {
  await seedDays(db, userId, years, (day, days) =>
    Array.from({ length: TABS_PER_DAY }, (_, position) => {
      const tab = poolTab(day * TABS_PER_DAY + position);
      return isTaggedDay(day, days) && position === 0 ? { ...tab, tags: [...tab.tags, SEARCH_TAG] } : tab;
    }),
  );
  // What autovacuum's analyze does a while after a load this size, and the backfill at its end: without it
  // PostgreSQL plans as if the index were empty.
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) await sql`analyze search_documents`.execute(db);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * GET /api/search of SEARCH_QUERY over ten years of notes (~11,000 tabs, ~5 M words): p99 on one connection,
 * the same search over a hundred years (ten times the data) against it, and, on SQLite, the answer against raw
 * node:http serving the same bytes.
 */
export async function searchRows(
  dialect: Dialect,
  url: string,
  tokens: { decade: string; century: string },
  serverPid: number | undefined,
  scratch: string,
): Promise<Row[]> {
  const path = `/api/search?q=${encodeURIComponent(SEARCH_QUERY)}`;
  const load = (token: string) => ({
    url: `${url}${path}`,
    headers: bearer(token),
    connections: 1,
    seconds: 2,
    serverPid,
  });
  const answers = await Promise.all(
    [tokens.decade, tokens.century].map(async (token) => {
      const answer = await fetch(`${url}${path}`, { headers: bearer(token) });
      const body = (await answer.json()) as { total?: number };
      if (answer.status !== 200 || !body.total)
        throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(body)}`);
      return body.total;
    }),
  );
  const runs = [];
  for (let run = 0; run < 5; run += 1) runs.push(await fire(load(tokens.decade)));
  const p99 = median(runs.map((run) => run.p99));
  const scaled = await alternate(load(tokens.century), load(tokens.decade), 5, (run) => run.mean);
  const name = `GET /api/search (${dialect})`;
  const rows: Row[] = [
    {
      name: `${name} p99, 10 years (~11,000 tabs, ~5 M words)`,
      value: `${p99} ms`,
      target: `<= ${TARGET_MS[dialect]} ms`,
      pass: p99 <= TARGET_MS[dialect],
      note: `"${SEARCH_QUERY}": ${answers[0]} results, first page of ${SEARCH.pageSize} with excerpts; mean ${fixed(median(runs.map((run) => run.mean)))} ms, 1 connection, median of 5 runs`,
    },
    {
      name: `${name} time at 10x data / 1x`,
      value: fixed(scaled.ratio),
      target: '<= 2.00',
      pass: scaled.ratio <= 2,
      note: `mean ${fixed(median(scaled.a.map((run) => run.mean)))} ms at ~110,000 tabs (${answers[1]} results), 5 alternating pairs`,
    },
  ];
  if (dialect === 'SQLite') rows.push(await versusRaw(name, load(tokens.decade), undefined, scratch));
  return rows;
}
