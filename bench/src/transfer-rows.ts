import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { EXPORT_FILE } from '@baseline/contract';
import { seedExportAccount } from './export-rows.js';
import { BLOCK_LIMIT_MS, probeHealth, sleep } from './markup-fuzz-row.js';
import { pause, rssMb, startServer, type Running } from './processes.js';
import { fixed, median, type Row } from './report.js';
import { seedFullTabDays } from './search-load-row.js';
import { createSubscriber, openSeeded } from './seed.js';
import { signIn } from './sign-in.js';

const MB = 1024 * 1024;
/** Issue 33: a 10-year export with a photo a day, up to 1 GB, imported in one go. */
const IMPORT_FILE_BYTES = 1000 * MB;
const IMPORT_RSS_GROWTH_TARGET_MB = 256;
const MARKDOWN_TARGET_MB_PER_S = 80;

/** A photo as the upload stores it (800 × 600 JPEG, no metadata), noisy enough to weigh ~200 KB. */
async function storedPhoto(): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const noise = Buffer.alloc(width * height * 3);
  let state = 7;
  for (let index = 0; index < noise.length; index += 1) {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    noise[index] = ((index / 3) % 256) / 2 + (state % 96);
  }
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A JSON export of `bytes` or a little more, one day after another from 2016-01-01, each a tab with the photo
 * and two tabs of text, written to `file` as it is made (never whole in memory). Gives its days.
 */
async function writeImportFile(file: string, bytes: number): Promise<number> {
  const photo = await storedPhoto();
  const image = {
    mime: 'image/jpeg',
    width: 800,
    height: 600,
    sha256: createHash('sha256').update(photo).digest('hex'),
    termsAcceptedAt: 0,
    base64: photo.toString('base64'),
  };
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(
    `${JSON.stringify({ ...EXPORT_FILE, exportedAt: new Date(0).toISOString(), range: { from: null, to: null } }).slice(0, -1)},"days":[`,
  );
  let written = 0;
  let days = 0;
  const start = Date.UTC(2016, 0, 1);
  while (written < bytes) {
    const date = new Date(start + days * 86_400_000).toISOString().slice(0, 10);
    const text = (tab: number) =>
      `<p>Day ${days}, tab ${tab}: <strong>deep returns</strong> on the backhand side, the <em>kick</em> high to the ad court.</p>`.repeat(
        8,
      );
    const day = JSON.stringify({
      date,
      createdAt: start,
      updatedAt: start,
      tabs: [
        { title: 'Practice', html: text(1), tags: ['serve'], mentions: [], image },
        { title: 'Match', html: text(2), tags: [], mentions: [], image: null },
        { title: 'Notes', html: text(3), tags: ['plan'], mentions: [], image: null },
      ],
    });
    await write((days === 0 ? '\n' : ',\n') + day);
    written += day.length + 2;
    days += 1;
  }
  await write('\n],"playerNotes":[],"labels":[],"templates":[]}\n');
  out.end();
  await once(out, 'finish');
  return days;
}

/** Samples a process's RSS every 50 ms until `until` settles: the peak. */
async function peakRss(server: Running, until: Promise<unknown>): Promise<number> {
  const settled = { done: false };
  void until.finally(() => {
    settled.done = true;
  });
  let peak = rssMb(server.process);
  while (!settled.done) {
    peak = Math.max(peak, rssMb(server.process));
    await pause(50);
  }
  return Math.max(peak, rssMb(server.process));
}

/**
 * Imports a ~1 GB JSON export (10 years with a photo a day) into a fresh member of the built server: the
 * server's RSS growth over its idle RSS just before (target <= 256 MB), the time taken, and the days written.
 */
async function importRow(server: Running, token: string, scratch: string): Promise<Row> {
  const file = path.join(scratch, 'ten-years.json');
  const days = await writeImportFile(file, IMPORT_FILE_BYTES);
  const size = statSync(file).size;
  try {
    await sleep(1_500);
    const idle = rssMb(server.process);
    const started = performance.now();
    const sending = fetch(`${server.url}/api/import?existing=skip`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': String(size) },
      body: Readable.toWeb(createReadStream(file)) as ReadableStream,
      duplex: 'half',
    } as RequestInit).then(async (res) => ({ status: res.status, body: await res.text() }));
    const peak = await peakRss(server, sending);
    const { status, body } = await sending;
    const seconds = (performance.now() - started) / 1000;
    const growth = peak - idle;
    const written = status === 200 ? (JSON.parse(body) as { daysCreated: number }).daysCreated : 0;
    return {
      name: `Import of a ${fixed(size / MB, 0)} MB JSON export (${days} days, a photo a day): server RSS growth`,
      value: status === 200 ? `${fixed(growth, 0)} MB` : `refused (${status})`,
      target: `<= ${IMPORT_RSS_GROWTH_TARGET_MB} MB, every day written`,
      pass: status === 200 && written === days && growth <= IMPORT_RSS_GROWTH_TARGET_MB,
      note:
        status === 200
          ? `${written} days in ${fixed(seconds, 1)} s (${fixed(size / MB / seconds, 1)} MB/s); idle RSS ${fixed(idle, 0)} MB, peak ${fixed(peak, 0)} MB`
          : `${body.slice(0, 160)}; idle RSS ${fixed(idle, 0)} MB, peak ${fixed(peak, 0)} MB`,
    };
  } finally {
    rmSync(file, { force: true });
  }
}

/** Downloads an export over HTTP: its bytes and seconds. */
async function download(url: string, token: string): Promise<{ bytes: number; seconds: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200 || !res.body) throw new Error(`${url} answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
  return { bytes, seconds: (performance.now() - started) / 1000 };
}

/**
 * The Markdown export's throughput (target >= 80 MB/s of zip) on two accounts, against the JSON export of the
 * same account downloaded just before and after (the mean of the two), over HTTP from the built server.
 */
async function markdownRateRow(server: Running, token: string, account: string): Promise<Row> {
  const json = `${server.url}/api/export/json`;
  const before = await download(json, token);
  const markdown = await download(`${server.url}/api/export/markdown`, token);
  const after = await download(json, token);
  const rate = markdown.bytes / MB / markdown.seconds;
  const jsonRate = (before.bytes + after.bytes) / MB / (before.seconds + after.seconds);
  return {
    name: `Markdown export MB/s, ${account}`,
    value: `${fixed(rate, 1)} MB/s`,
    target: `>= ${MARKDOWN_TARGET_MB_PER_S} MB/s`,
    pass: rate >= MARKDOWN_TARGET_MB_PER_S,
    note: `${fixed(markdown.bytes / MB, 0)} MB zip in ${fixed(markdown.seconds, 1)} s; ${fixed(rate / jsonRate, 2)}x the JSON export of the same account (${fixed(jsonRate, 1)} MB/s, ${fixed(before.bytes / MB, 0)} MB)`,
  };
}

/** The worst /api/health answer, asked every 10 ms, while a member downloads the Markdown export of full tabs. */
async function markdownBlockRow(server: Running, token: string): Promise<Row> {
  const quiet = await probeHealth(server.url, sleep(2_000));
  const exporting = download(`${server.url}/api/export/markdown`, token);
  const during = await probeHealth(server.url, exporting);
  const { bytes, seconds } = await exporting;
  const worst = Math.max(...during);
  return {
    name: 'Worst /api/health answer during a Markdown export of 60 days of 20 full tabs',
    value: `${fixed(worst, 0)} ms (quiet: p50 ${fixed(median(quiet), 1)}, worst ${fixed(Math.max(...quiet), 0)} ms)`,
    target: `<= ${BLOCK_LIMIT_MS} ms`,
    pass: worst <= BLOCK_LIMIT_MS,
    note: `${fixed(bytes / MB, 0)} MB zip in ${fixed(seconds, 1)} s; p50 during ${fixed(median(during), 1)} ms, ${during.length} probes`,
  };
}

/**
 * `npm run bench -- transfer` (issue 33): the Markdown export's throughput against the JSON export's, the event
 * loop during a large Markdown export, and a 1 GB import's memory, on SQLite through the built server
 * (`transfer import`: the import's row alone; `transfer markdown`: the Markdown export's rows alone).
 */
export async function transferRows(
  env: Record<string, string>,
  scratch: string,
  step: (text: string) => void,
  only?: 'import' | 'markdown',
) {
  const handle = await openSeeded(env);
  if (only !== 'import') {
    step('seeding SQLite: 10 years with images, 60 days of 20 full tabs');
    await seedExportAccount(handle.db, await createSubscriber(handle.db, 'exporter'));
    await seedFullTabDays(handle.db, await createSubscriber(handle.db, 'fulltabs'));
  }
  await createSubscriber(handle.db, 'importer');
  await handle.db.destroy();
  const server = await startServer(env);
  try {
    const rows: Row[] = [];
    if (only === 'import') {
      step('import of a ~1 GB JSON export into an empty member');
      rows.push(await importRow(server, await signIn(server.url, 'importer'), scratch));
      return rows;
    }
    step('Markdown export against JSON: 10 years with images, then 60 days of full tabs');
    rows.push(await markdownRateRow(server, await signIn(server.url, 'exporter'), '10 years with images'));
    const fullTabs = await signIn(server.url, 'fulltabs');
    rows.push(await markdownRateRow(server, fullTabs, '60 days of 20 full tabs'));
    step('/api/health during a Markdown export of full tabs');
    rows.push(await markdownBlockRow(server, fullTabs));
    if (only === 'markdown') return rows;
    step('import of a ~1 GB JSON export into an empty member');
    rows.push(await importRow(server, await signIn(server.url, 'importer'), scratch));
    return rows;
  } finally {
    await server.stop();
  }
}
