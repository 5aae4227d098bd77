import type { ChartInput } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import type { ChartContent } from './chart-check.js';
import { deleteChart, insertChart, updateChart } from './charts.repo.js';

/** A chart as just written, with what the participants read of it. */
export interface WrittenChart {
  userId: string;
  chartId: string;
  date: string;
  playerNames: readonly [string, string];
  tournamentName: string;
  /** The match's note, the sets' and the points', in that order. */
  notes: readonly string[];
}

/**
 * What else happens when a chart is written (the search index) or deleted (the diary's mentions of it), inside
 * the write's transaction. The composition root gives them to the writer, which imports none of them; a
 * deleted chart's search row goes by cascade.
 */
export interface ChartParticipant {
  name: string;
  written?(trx: Database, chart: WrittenChart): Promise<void>;
  deleted?(trx: Database, chart: { userId: string; chartId: string; now: number }): Promise<void>;
}

function writtenChart(userId: string, id: string, chart: ChartInput): WrittenChart {
  return {
    userId,
    chartId: id,
    date: chart.date,
    playerNames: [chart.players[0].name, chart.players[1].name],
    tournamentName: chart.event?.tournamentName ?? '',
    notes: [chart.note, ...chart.setNotes, ...chart.points.map((point) => point.note ?? '')],
  };
}

/** The one place a chart is written or deleted: its save, the import, the demo, its delete; in the caller's transaction. */
export function createChartWriter({ participants }: { participants: readonly ChartParticipant[] }) {
  async function told(trx: Database, userId: string, content: ChartContent) {
    const written = writtenChart(userId, content.id, JSON.parse(content.chart) as ChartInput);
    for (const participant of participants) await participant.written?.(trx, written);
  }
  return {
    async insert(trx: Database, userId: string, content: ChartContent, version: number): Promise<void> {
      await insertChart(trx, userId, { ...content, version });
      await told(trx, userId, content);
    },
    async update(trx: Database, userId: string, content: ChartContent, version: number): Promise<void> {
      await updateChart(trx, userId, { ...content, version });
      await told(trx, userId, content);
    },
    /** False when the member has no chart of this id. */
    async remove(trx: Database, userId: string, chartId: string, now: number): Promise<boolean> {
      if (!(await deleteChart(trx, userId, chartId))) return false;
      for (const participant of participants) await participant.deleted?.(trx, { userId, chartId, now });
      return true;
    },
  };
}

export type ChartWriter = ReturnType<typeof createChartWriter>;
