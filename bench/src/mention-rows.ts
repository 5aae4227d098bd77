import { alternate, fire } from './load.js';
import { fixed, median, type Row } from './report.js';
import { SEARCH_PLAYERS } from './player-rows.js';
import { noteHtml } from './seed.js';

const MENTIONS_PER_DAY = 20;
const SAVE_RATIO_TARGET = 1.3;
const SUGGEST_TARGET_MS = 100;
/** What a member types after `@`: a letter, a first name, a family name begun, two words. */
const QUERIES = ['a', 'no', 'novak', 'djok', 'novak djo', 'mul', 'stef', 'jiri dvo', 'sor', 'ruud', 'luk cor'];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A typical day (three tabs of about 2 KB) with a closing line of names in each tab: as mentions of the
 * seeded players (`BP00000`, ...; seedSearchPlayers), or, for the day without, the same names as plain text.
 */
function dayNaming(date: string, mentions: boolean) {
  const names = Array.from({ length: MENTIONS_PER_DAY }, (_, n) => {
    const id = `BP${n.toString().padStart(5, '0')}`;
    const label = `Player ${n}`;
    return mentions ? `<span data-kind="player" data-id="${id}" data-label="${label}">@${label}</span>` : `@${label}`;
  });
  const perTab = Math.ceil(MENTIONS_PER_DAY / 3);
  return {
    date,
    overwrite: true,
    notes: ['Practice', 'Match notes', 'Scouting'].map((title, index) => ({
      title,
      content: `${noteHtml(index)}<p>Seen: ${names.slice(index * perTab, (index + 1) * perTab).join(', ')}</p>`,
      tags: ['serve', 'clay'],
    })),
  };
}

/**
 * POST /api/diary of a day with 20 mentions against the same day naming them in plain text, in alternating
 * runs of one server, one save at a time (what a member waits for): the mentions' cost is the sanitiser's span
 * rule, reading them back out, checking the players exist, and their 20 rows in the save's transaction. Each
 * request saves a new day. (A CPU profile of this load on SQLite: the HTML work and the check cost under 1 ms a
 * save; most of the rest is the rows, each in its player's part of the backlinks index: the table is kept
 * WITHOUT ROWID there for that, migration 2026-11-27-01-notebook.)
 */
export async function mentionSaveRows(url: string, token: string): Promise<Row[]> {
  let day = 0;
  const dateOf = (n: number) => new Date(Date.UTC(1950, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  const load = (mentions: boolean) => ({
    url: `${url}/api/diary`,
    method: 'POST' as const,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    connections: 1,
    seconds: 2,
    setupRequest: (request: object) => ({ ...request, body: JSON.stringify(dayNaming(dateOf(day++), mentions)) }),
  });
  const result = await alternate(load(true), load(false), 5, (run) => run.p99);
  const p99With = median(result.a.map((run) => run.p99));
  const p99Without = median(result.b.map((run) => run.p99));
  return [
    {
      name: `POST /api/diary with ${MENTIONS_PER_DAY} mentions vs none, p99`,
      value: `${p99With} ms vs ${p99Without} ms (${fixed(result.ratio)}x)`,
      target: `<= ${SAVE_RATIO_TARGET}x`,
      pass: result.ratio <= SAVE_RATIO_TARGET,
      note:
        `median of 5 alternating pairs of p99s, 1 connection, a new day of 3 tabs each; ` +
        `${Math.round(median(result.a.map((run) => run.rps)))} vs ${Math.round(median(result.b.map((run) => run.rps)))} req/s`,
    },
  ];
}

/** The diary editor's `@` list over the seeded players and the demo's tournaments: p99, one connection. */
export async function mentionSuggestRow(url: string, token: string): Promise<Row> {
  // The demo's season is read into the players table once a day, behind the first question: a player page
  // waits for that reading, so that it is not measured as keystrokes.
  const warm = await fetch(`${url}/api/atp/players/DP0001`, { headers: bearer(token) });
  if (warm.status !== 200) throw new Error(`GET /api/atp/players/DP0001 answered ${warm.status}`);
  let next = 0;
  const runs = [];
  for (let run = 0; run < 5; run += 1) {
    const result = await fire({
      url: `${url}/api/mentions/suggestions?q=a`,
      headers: bearer(token),
      connections: 1,
      seconds: 2,
      setupRequest: (request) => ({
        ...request,
        path: `/api/mentions/suggestions?q=${encodeURIComponent(QUERIES[next++ % QUERIES.length] ?? 'a')}`,
      }),
    });
    if (result.non2xx > 0) throw new Error(`GET /api/mentions/suggestions: ${result.non2xx} answers were not 2xx`);
    runs.push(result);
  }
  const p99 = median(runs.map((run) => run.p99));
  return {
    name: `GET /api/mentions/suggestions?q= p99 (${SEARCH_PLAYERS.toLocaleString('en')} players)`,
    value: `${p99} ms`,
    target: `<= ${SUGGEST_TARGET_MS} ms`,
    pass: p99 <= SUGGEST_TARGET_MS,
    note: `mean ${fixed(median(runs.map((run) => run.mean)))} ms, ${QUERIES.length} queries in turn, 1 connection, median of 5 runs`,
  };
}
