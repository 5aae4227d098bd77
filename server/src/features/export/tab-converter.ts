import { availableParallelism } from 'node:os';
import { createWorkerPool } from '../../lib/worker-pool.js';
import type { ExportedChart } from '@baseline/contract';
import type { ChartTexts } from './chart-markdown.js';
import type { TabMarkdown } from './html-to-markdown.js';

/**
 * Threads converting tabs and charts for every Markdown export of the process at once: the cores but one, at most two, so
 * the event loop keeps a core for the reads, the zip and the other requests. Exports past them wait their turn
 * in the pool's queue, each with at most a few days in it (markdown-export.ts).
 */
const CONVERTER_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** A day of 50 full tabs (10 MB of HTML) parses into some 200 MB of DOM; past this the day's export fails. */
const CONVERTER_HEAP_MB = 512;

let pool: ReturnType<typeof createWorkerPool> | undefined;

function converters() {
  pool ??= createWorkerPool({
    name: 'markdown-worker',
    from: import.meta.url,
    maxThreads: CONVERTER_THREADS,
    heapMb: CONVERTER_HEAP_MB,
  });
  return pool;
}

/** A day's tabs (their sanitised HTML) as Markdown, converted in a worker thread (markdown-worker.ts). */
export function convertTabs(htmls: readonly string[]): Promise<TabMarkdown[]> {
  return converters().run(htmls) as Promise<TabMarkdown[]>;
}

/** A chart's Markdown file and CSV, written in a worker thread (markdown-worker.ts). */
export function convertChart(chart: ExportedChart): Promise<ChartTexts> {
  return converters().run(chart) as Promise<ChartTexts>;
}

/** Ends the converter's threads (the server's close). */
export async function closeTabConverter(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close({ force: true });
}
