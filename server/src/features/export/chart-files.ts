import type { ExportedChart, ExportRange } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import type { ChartTexts } from './chart-markdown.js';
import { exportedCharts } from './exported-records.js';
import { createUniqueNames, safeFileName } from './file-names.js';
import type { ZipFile } from './markdown-files.js';
import { convertChart } from './tab-converter.js';

/** How many charts are written ahead of the zip (in the worker threads): a chart is at most about 1 MB. */
const CHARTS_AHEAD = 4;

/** A chart's files' name in `charts/`, without the extension: its date and players, as a file may be named. */
export const chartFileName = ({ chart }: ExportedChart) =>
  safeFileName(`${chart.date} ${chart.players[0].name} v ${chart.players[1].name}`, chart.date);

/**
 * The member's charts in the range, each as `charts/<date> <player> v <player>.md` (chart-markdown-format.ts)
 * and its Match Charting Project CSV beside it (`.csv`, as `GET /api/charts/:id/mcp` gives it), read a page of
 * charts at a time and written in the worker threads a few ahead, so memory holds a page and a few charts' texts.
 */
export async function* chartFiles(db: Database, userId: string, range: ExportRange): AsyncGenerator<ZipFile> {
  const uniqueName = createUniqueNames();
  const ahead: { name: string; texts: Promise<ChartTexts> }[] = [];
  const filesOf = async function* ({ name, texts }: (typeof ahead)[number]): AsyncGenerator<ZipFile> {
    const { markdown, csv } = await texts;
    yield { path: `charts/${name}.md`, data: Buffer.from(markdown, 'utf8'), compress: true };
    yield { path: `charts/${name}.csv`, data: Buffer.from(csv, 'utf8'), compress: true };
  };
  for await (const exported of exportedCharts(db, userId, range)) {
    const texts = convertChart(exported);
    // A download cancelled meanwhile leaves the charts ahead unawaited: their failure is then no one's to hear.
    texts.catch(() => undefined);
    ahead.push({ name: uniqueName(chartFileName(exported)), texts });
    if (ahead.length > CHARTS_AHEAD) yield* filesOf(ahead.shift() as (typeof ahead)[number]);
  }
  for (const chart of ahead) yield* filesOf(chart);
}
