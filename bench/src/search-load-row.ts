import { DIARY_LIMITS } from '@baseline/contract';
import type { Database } from '../../server/src/db/database.js';
import { textOfNote } from '../../server/src/features/diary/note-reading.js';
import { probeHealth } from './markup-fuzz-row.js';
import { fixed, median, type Row } from './report.js';
import { random, word } from './search-corpus.js';
import { seedDayCount, type SeededTab } from './seed.js';

/** No request, whatever the rows it reads hold, may hold the event loop longer than this (issue 30). */
const BLOCK_LIMIT_MS = 100;
/** Days of full tabs: past 1,000 matches the rank is the index's own, so a query over all of them tries both. */
export const FULL_TAB_DAYS = 60;
const TABS_PER_DAY = 20;
/** The days the narrower queries keep to: 50 days of 20 tabs, 1,000 matches, the most the counted rank takes. */
const COUNTED_DAYS = 50;
const ROUNDS = 3;

/**
 * A tab as long as a tab may be: paragraphs of corpus words (search-corpus.ts, a Zipf law over tennis words and
 * filler, so the searched words are on every tab), up to just under DIARY_LIMITS.contentLength characters of
 * HTML. The last paragraph ends in "match point saved", so that phrase stands at the very end of each tab.
 */
function fullTab(seed: number): SeededTab {
  const next = random(seed);
  const closing = '<p>and then match point saved</p>';
  const paragraphs: string[] = [];
  let length = closing.length;
  for (;;) {
    const paragraph = `<p>${Array.from({ length: 45 }, () => word(next)).join(' ')}.</p>`;
    if (length + paragraph.length > DIARY_LIMITS.contentLength - 1_000) break;
    paragraphs.push(paragraph);
    length += paragraph.length;
  }
  paragraphs.push(closing);
  const content = paragraphs.join('');
  return { title: `${word(next)} ${word(next)}`, content, text: textOfNote(content).text, tags: ['practice', 'serve'] };
}

/**
 * FULL_TAB_DAYS days of TABS_PER_DAY tabs of ~199,000 characters each (the regular limits allow 50 a day), with
 * their search rows as the save writes them (seed.ts seedDayCount). A day's tabs are the same on every day.
 */
export async function seedFullTabDays(db: Database, userId: string): Promise<void> {
  const tabs = Array.from({ length: TABS_PER_DAY }, (_, position) => fullTab(7_000 + position));
  await seedDayCount(db, userId, FULL_TAB_DAYS, () => tabs);
}

/** The day `day` of the seeded days (seedDayCount's dates end on 2025-12-31). */
const seededDate = (day: number) =>
  new Date(Date.UTC(2026, 0, 1) - (FULL_TAB_DAYS - day) * 86_400_000).toISOString().slice(0, 10);

/**
 * What a member may ask of such a diary: a common word over every day (past 1,000 matches) and over the last 50
 * (1,000 matches, the counted rank), two words, an OR, a phrase found nowhere, a phrase found at each tab's end,
 * a phrase excluded, each by relevance, and one newest first.
 */
function queries(): { q: string; sort: 'relevance' | 'newest' }[] {
  const counted = `from:${seededDate(FULL_TAB_DAYS - COUNTED_DAYS)}`;
  return [
    { q: 'serve', sort: 'relevance' },
    { q: `serve ${counted}`, sort: 'relevance' },
    { q: `serve volley the ${counted}`, sort: 'relevance' },
    { q: `serve OR volley ${counted}`, sort: 'relevance' },
    { q: `"second serve" ${counted}`, sort: 'relevance' },
    { q: `"match point saved" ${counted}`, sort: 'relevance' },
    { q: `serve -"double fault" ${counted}`, sort: 'relevance' },
    { q: `"second serve"`, sort: 'newest' },
  ];
}

/**
 * The searches above, one after another, ROUNDS times, by a member whose diary is FULL_TAB_DAYS days of 20 full
 * tabs, while `/api/health` is asked every 10 ms (markup-fuzz-row.ts probeHealth): the slowest health answer is
 * the longest any search held the event loop. Each search's answer time is reported too.
 */
export async function fullTabSearchRow(url: string, token: string): Promise<Row> {
  const quiet = await probeHealth(url, new Promise((resolve) => setTimeout(resolve, 2_000)));
  const times = new Map<string, number[]>();
  const asked: { key: string; from: number; to: number }[] = [];
  const searches = (async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const { q, sort } of queries()) {
        const sent = performance.now();
        const res = await fetch(`${url}/api/search?${new URLSearchParams({ q, sort }).toString()}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await res.json()) as { total?: number };
        if (res.status !== 200) throw new Error(`search ${q} answered ${res.status}: ${JSON.stringify(body)}`);
        const key = `${q} (${sort}, ${body.total ?? 0} found)`;
        times.set(key, [...(times.get(key) ?? []), performance.now() - sent]);
        asked.push({ key: `${key}, round ${round + 1}`, from: sent, to: performance.now() });
      }
    }
  })();
  const sentAt: number[] = [];
  const during = await probeHealth(url, searches, sentAt);
  await searches;
  const worst = Math.max(...during);
  // The searches the slowest probe waited on.
  const probed = sentAt[during.indexOf(worst)] ?? 0;
  const blocking = asked.filter(({ from, to }) => to >= probed && from <= probed + worst).map(({ key }) => key);
  const perQuery = [...times].map(([key, ms]) => ({ key, ms: median(ms) }));
  const slowest = perQuery.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(perQuery.map(({ key, ms }) => `  ${fixed(ms, 0)} ms  ${key}`).join('\n'));
  return {
    name: 'Worst /api/health answer while searches run over days of 20 full tabs',
    value: `${fixed(worst, 0)} ms (quiet: p50 ${fixed(median(quiet), 1)}, worst ${fixed(Math.max(...quiet), 0)} ms)`,
    target: `<= ${BLOCK_LIMIT_MS} ms`,
    pass: worst <= BLOCK_LIMIT_MS,
    note:
      `${FULL_TAB_DAYS} days of ${TABS_PER_DAY} tabs of ~199,000 characters; ${perQuery.length} searches ×${ROUNDS}; ` +
      `answer median ${fixed(median(perQuery.map(({ ms }) => ms)), 0)} ms, slowest ${fixed(slowest.ms, 0)} ms ` +
      `(${slowest.key}); ${during.length} probes, the slowest during ${blocking.join('; ')}`,
  };
}
