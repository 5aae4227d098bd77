import type { ChartEvent, ChartInput, ChartSummary, ExportedChart, ImportExisting } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import { chartContent, checkChart, type ChartContent } from './chart-check.js';
import type { ChartWriter } from './chart-writer.js';
import { chartIdsOf, chartsWritten, countCharts, listCharts, storedVersion } from './charts.repo.js';
import { chartSummary } from './charts.service.js';

/*
 * What other features use of the charts (issue 34): the import's check and write of a file's charts, in the
 * import's transaction beside the member's own; the writer the composition root makes; the service's save (the
 * demo seed writes through it) and the made-up matches the demo charts; an edition's charts for the notebook;
 * what a mention of a chart shows.
 */

/** What a mention of a chart names: the match's players, its event and date. */
export interface ChartHeading {
  date: string;
  players: readonly [string, string];
  event: ChartEvent | null;
}

/** The headings of these charts of the member's, by id; an id the member has no chart under is left out. */
export async function chartHeadings(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, ChartHeading>> {
  const headings = new Map<string, ChartHeading>();
  for (const row of await chartsWritten(db, userId, ids)) {
    const { date, players, event } = JSON.parse(row.chart) as ChartInput;
    headings.set(row.id, { date, players: [players[0].name, players[1].name], event });
  }
  return headings;
}

/** A chart of an import's file, checked and ready to write; a chart that cannot be stored throws the save's 400. */
export function planImportedChart(exported: ExportedChart): ChartContent {
  const { id, chart, createdAt, updatedAt } = exported;
  return chartContent(id, chart, checkChart(chart), { createdAt, updatedAt });
}

export type { ChartContent, ChartWriter };
export { createChartWriter, type ChartParticipant } from './chart-writer.js';
export { chartIdsOf, countCharts };

/**
 * Writes an imported chart as the import's mode says for a chart the member already has under its id: kept
 * (`skip`), replaced at its next version (`replace`), or kept beside it under `freshId` (`add`).
 */
export async function writeImportedChart(
  trx: Database,
  userId: string,
  content: ChartContent,
  { mode, freshId, writer }: { mode: ImportExisting; freshId: string; writer: ChartWriter },
): Promise<'created' | 'replaced' | 'added' | 'skipped'> {
  const stored = await storedVersion(trx, userId, content.id);
  if (stored === null) {
    await writer.insert(trx, userId, content, 1);
    return 'created';
  }
  if (mode === 'skip') return 'skipped';
  if (mode === 'replace') {
    await writer.update(trx, userId, content, stored + 1);
    return 'replaced';
  }
  await writer.insert(trx, userId, { ...content, id: freshId }, 1);
  return 'added';
}
/** The member's charts of a tournament's edition, newest match first: 'Last year here' lists them. */
export async function editionCharts(
  db: Database,
  userId: string,
  tournamentId: string,
  year: number,
): Promise<ChartSummary[]> {
  return (await listCharts(db, userId, { tournamentId, year })).map(chartSummary);
}

export { chartedMatch, type RandomSource, type SetScore } from './charted-match.js';
export type { ChartsService } from './charts.service.js';
