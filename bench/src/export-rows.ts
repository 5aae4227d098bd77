import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../server/src/db/database.js';
import { streamJsonExport } from '../../server/src/features/export/json-export.js';
import { streamMarkdownExport } from '../../server/src/features/export/markdown-export.js';
import { fixed, type Row } from './report.js';
import { seedYears } from './seed.js';

/** A typical diary photo after the upload's re-encoding: ~140 KB, so 10 years of one a day is ~500 MB. */
const IMAGE_BYTES = 140 * 1024;
const RSS_GROWTH_TARGET_MB = 64;
const MB = 1024 * 1024;

/** Ten years of days (three tabs each, the first with an image), written in bulk for the export rows. */
export async function seedExportAccount(db: Database, userId: string): Promise<void> {
  await seedYears(db, userId, 10);
  const firstTabs = await db
    .selectFrom('diaryNotes as n')
    .innerJoin('diaryEntries as e', 'e.id', 'n.entryId')
    .select(['n.id as noteId', 'e.id as entryId'])
    .where('e.userId', '=', userId)
    .where('n.position', '=', 0)
    .execute();
  for (let at = 0; at < firstTabs.length; at += 50) {
    const rows = firstTabs.slice(at, at + 50).map(({ noteId, entryId }) => {
      // Random bytes: as incompressible as a real JPEG, and no two alike.
      const bytes = randomBytes(IMAGE_BYTES);
      return {
        id: randomUUID(),
        userId,
        entryId,
        noteId,
        mime: 'image/jpeg',
        bytes,
        width: 800,
        height: 600,
        sha256: randomBytes(32).toString('hex'),
        sourceSha256: randomBytes(32).toString('hex'),
        termsAcceptedAt: 0,
        createdAt: 0,
      };
    });
    await db.insertInto('diaryImages').values(rows).execute();
  }
}

/** Drains a stream as a download would, watching this process's RSS: bytes, seconds and the RSS growth. */
async function drain(source: NodeJS.ReadableStream) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  let bytes = 0;
  const started = performance.now();
  await pipeline(
    source,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { bytes, seconds: (performance.now() - started) / 1000, growthMb: (peak - before) / MB };
}

/** The baseline: the same images read straight from the table in pages, without building any file. */
async function rawImageRead(db: Database, userId: string) {
  const started = performance.now();
  let bytes = 0;
  let after = '';
  for (;;) {
    const page = await db
      .selectFrom('diaryImages')
      .select(['id', 'bytes'])
      .where('userId', '=', userId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(64)
      .execute();
    for (const row of page) bytes += row.bytes.length;
    const last = page.at(-1);
    if (!last) break;
    after = last.id;
  }
  return { bytes, seconds: (performance.now() - started) / 1000 };
}

/**
 * The export of ten years with images (~500 MB), JSON and Markdown, run in this process over the database:
 * the RSS growth while it streams (target <= 64 MB) and its throughput, against reading the images raw.
 */
export async function exportRows(db: Database, userId: string, dialect: string): Promise<Row[]> {
  const raw = await rawImageRead(db, userId);
  const rawRate = raw.bytes / MB / raw.seconds;
  const range = { from: null, to: null };
  const rows: Row[] = [];
  for (const [format, stream] of [
    ['JSON', () => streamJsonExport(db, userId, range, Date.now())],
    ['Markdown zip', () => streamMarkdownExport(db, userId, range, Date.now())],
  ] as const) {
    const run = await drain(stream());
    const rate = run.bytes / MB / run.seconds;
    rows.push({
      name: `Export ${format}, 10 years with images (${dialect}): RSS growth`,
      value: `${fixed(run.growthMb, 1)} MB`,
      target: `<= ${RSS_GROWTH_TARGET_MB} MB`,
      pass: run.growthMb <= RSS_GROWTH_TARGET_MB,
      note: `${fixed(run.bytes / MB, 0)} MB in ${fixed(run.seconds, 1)} s: ${fixed(rate, 1)} MB/s, ${fixed(rate / rawRate, 2)}x reading the images raw (${fixed(rawRate, 1)} MB/s)`,
    });
  }
  return rows;
}
