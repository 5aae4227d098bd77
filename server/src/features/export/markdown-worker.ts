import type { ExportedChart } from '@baseline/contract';
import { chartTexts, type ChartTexts } from './chart-markdown.js';
import { tabMarkdown, type TabMarkdown } from './html-to-markdown.js';

/**
 * A day's tabs (their sanitised HTML) as Markdown, or a chart's files' texts, in the export's worker thread
 * (tab-converter.ts): Turndown takes some 18 ms a full tab, and a long chart tens of milliseconds, which on the
 * event loop bounded the export's rate and held other requests.
 */
export default function convert(task: readonly string[] | ExportedChart): TabMarkdown[] | ChartTexts {
  return Array.isArray(task) ? task.map((html: string) => tabMarkdown(html)) : chartTexts(task as ExportedChart);
}
