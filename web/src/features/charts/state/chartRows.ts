import type { ChartEvent, ChartSummary } from '@baseline/contract';
import { scoreLine } from '@baseline/contract/charting';
import type { QueuedChange } from '../../offline/outbox/changes';
import { replayChart } from './replay';

/** One line of the member's charts: from the server, or on this device and not synced yet. */
export interface ChartRow {
  id: string;
  date: string;
  players: string;
  event: string;
  score: string;
  level: 'quick' | 'full';
  onDevice: boolean;
}

export function eventText(event: ChartEvent | null): string {
  if (!event) return '';
  return [event.tournamentName || event.tournamentId, String(event.tournamentYear), event.round]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The server's charts with the device's own over them (a chart kept here holds points the server has not got),
 * newest match first.
 */
export function chartRows(stored: readonly ChartSummary[], queued: readonly QueuedChange[]): ChartRow[] {
  const rows = new Map<string, ChartRow>();
  for (const chart of stored) {
    rows.set(chart.id, {
      id: chart.id,
      date: chart.date,
      players: `${chart.players[0].name} v ${chart.players[1].name}`,
      event: eventText(chart.event),
      score: chart.score,
      level: chart.level,
      onDevice: false,
    });
  }
  for (const { change } of queued) {
    if (change.kind !== 'chart') continue;
    const { chart } = change.body;
    const replayed = replayChart(chart.format, chart.firstServer, chart.points);
    const last = replayed.ok ? replayed.scores.at(-1) : undefined;
    rows.set(change.chartId, {
      id: change.chartId,
      date: chart.date,
      players: `${chart.players[0].name} v ${chart.players[1].name}`,
      event: eventText(chart.event),
      score: last ? scoreLine(last) : '',
      level: chart.level,
      onDevice: true,
    });
  }
  return [...rows.values()].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}
