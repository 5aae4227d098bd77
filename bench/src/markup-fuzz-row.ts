import { fixed, median, type Row } from './report.js';

/** No request, whatever its content, may hold the event loop longer than this (issue 13). */
export const BLOCK_LIMIT_MS = 100;
const PROBE_INTERVAL_MS = 10;
const FUZZ_SAVES = 40;
/**
 * Each save's HTML is a random size up to this: most stay under the 4,000,000 characters a save may hold,
 * so their tabs reach the sanitiser, and the rest, up to near the 12 MiB body limit, are refused unparsed.
 */
const MAX_SAVE_CHARACTERS = 6_000_000;
const MAX_TAB_CHARACTERS = 400_000;

const TAGS = ['b', 's', 'u', 'svg', 'div', 'i', 'p', 'ul', 'li', 'strong', 'em', 'code', 'script', 'textarea'];

/** A small seeded generator (mulberry32): every run sends the same markup. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One tab of hostile markup: a shape a parser slows down on, at a random size up to the input limit. */
function hostileTab(next: () => number): string {
  const tag = TAGS[Math.floor(next() * TAGS.length)] ?? 'b';
  const depth = 1 + Math.floor(next() * 150);
  const shapes = [
    () => `<${tag}>`,
    () => `<${tag}></i>`,
    () => `${`<${tag}>`.repeat(depth)}x${`</${tag}>`.repeat(Math.floor(depth * next()))}`,
    () => `<b><script></b></script>`,
    () => `<textarea/><${tag} title=">">`,
    () => `<p>text <strong>bold</strong> &amp; &#x41; < b</p>`,
  ];
  const unit = (shapes[Math.floor(next() * shapes.length)] ?? (() => '<b>'))();
  const length = Math.floor(next() * MAX_TAB_CHARACTERS);
  return unit.repeat(Math.max(1, Math.floor(length / unit.length))).slice(0, MAX_TAB_CHARACTERS);
}

function hostileSave(next: () => number, date: string): string {
  const notes = [];
  const budget = Math.floor(next() * MAX_SAVE_CHARACTERS);
  let size = 0;
  const tabs = 1 + Math.floor(next() * 50);
  for (let tab = 0; tab < tabs; tab += 1) {
    const content = hostileTab(next);
    if (size + content.length > budget) break;
    size += content.length;
    notes.push({ title: `Tab ${tab + 1}`, content, tags: [] });
  }
  return JSON.stringify({ date, notes, overwrite: true });
}

/**
 * `/api/health` once every PROBE_INTERVAL_MS, one at a time, until `until` settles: each answer's time (and,
 * into `sentAt` when given, when each was asked).
 */
export async function probeHealth(url: string, until: Promise<unknown>, sentAt: number[] = []): Promise<number[]> {
  const settled = { done: false };
  void until.finally(() => {
    settled.done = true;
  });
  const latencies: number[] = [];
  while (!settled.done) {
    const sent = performance.now();
    sentAt.push(sent);
    await fetch(`${url}/api/health`).then((res) => res.arrayBuffer());
    latencies.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
  }
  return latencies;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Saves of nested and unclosed markup (the shapes that made the parser quadratic, and tricks around a
 * count of them) sent one after another by a subscriber, while `/api/health` is asked every 10 ms: the
 * slowest health answer during the fuzz is the worst block of the event loop any save caused, next to the
 * same probe in quiet measured in the same run.
 */
export async function markupFuzzRow(url: string, token: string): Promise<Row> {
  const quiet = await probeHealth(url, sleep(3_000));
  const next = random(13);
  const statuses = new Map<number, number>();
  const saves = (async () => {
    for (let save = 0; save < FUZZ_SAVES; save += 1) {
      const date = new Date(Date.UTC(1980, 0, 1 + save)).toISOString().slice(0, 10);
      const res = await fetch(`${url}/api/diary`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: hostileSave(next, date),
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  })();
  const during = await probeHealth(url, saves);
  await saves;
  const failures = [...statuses].filter(([status]) => status >= 500);
  if (failures.length > 0) throw new Error(`markup fuzz: answers ${JSON.stringify(failures)}`);
  const worst = Math.max(...during);
  const answered = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
  return {
    name: 'Worst /api/health answer during a markup fuzzer of diary saves',
    value: `${fixed(worst, 0)} ms (quiet: p50 ${fixed(median(quiet), 1)}, worst ${fixed(Math.max(...quiet), 0)} ms)`,
    target: `<= ${BLOCK_LIMIT_MS} ms`,
    pass: worst <= BLOCK_LIMIT_MS,
    note: `${FUZZ_SAVES} saves of up to 50 tabs and 6 MB, one at a time (${answered}); p50 during ${fixed(median(during), 1)} ms, ${during.length} probes`,
  };
}
