import type { ChartEvent, ChartPlayer, DrawEvent } from '@baseline/contract';
import type { QueuedChange } from '../../offline/outbox/changes';
import { eventFixtures } from '../bracket/eventFixtures';
import { fixturePlayerIds } from '../bracket/layout';
import { drawMatchId } from './drawMatchId';

/** A chart of the draw's edition, from the server's list or the device's unsynced changes. */
export interface ChartedMatch {
  chartId: string;
  event: ChartEvent | null;
  players: readonly [ChartPlayer, ChartPlayer];
  /** Not synced yet: the server has no report of it, so the mark opens the chart on this device. */
  onDevice: boolean;
}

const MARK_SEPARATOR = '=';

/** Where a match's mark leads: the chart's report, or the chart itself while only this device has it. */
export const chartPathOf = ({ chartId, onDevice }: ChartedMatch) =>
  `/main/charts/${encodeURIComponent(chartId)}${onDevice ? '' : '/report'}`;

/**
 * The event's charted fixtures as one key, `fixtureKey=path` pairs (`chartPathOf`) sorted and comma-joined: the same charts
 * always give the same key, so a refetch that changes nothing renders no bracket (as `noteMarks.markKey`).
 * A chart names its match by `matchId` (`drawMatchId`); one without (the demo's, an imported one) by its two directory
 * players, when a singles fixture has exactly those two. The first chart of a match (newest first) wins.
 */
export function chartMarksKey(associationName: string, event: DrawEvent, charts: readonly ChartedMatch[]): string {
  if (charts.length === 0) return '';
  const byMatchId = new Map<string, string>();
  const byPair = new Map<string, string>();
  for (const chart of charts) {
    const matchId = chart.event?.matchId ?? null;
    const [first, second] = chart.players.map((player) => player.playerId);
    if (matchId !== null) {
      if (!byMatchId.has(matchId)) byMatchId.set(matchId, chartPathOf(chart));
    } else if (first && second && !byPair.has(pairKey([first, second]))) {
      byPair.set(pairKey([first, second]), chartPathOf(chart));
    }
  }
  const marks: string[] = [];
  for (const { key, fixture } of eventFixtures(event)) {
    const ids = fixturePlayerIds(fixture);
    const path =
      byMatchId.get(drawMatchId(associationName, event.EventTypeCode, key)) ??
      (ids.length === 2 ? byPair.get(pairKey(ids)) : undefined);
    if (path !== undefined) marks.push(`${key}${MARK_SEPARATOR}${path}`);
  }
  return marks.toSorted().join(',');
}

function pairKey(ids: readonly string[]): string {
  return ids.toSorted().join('+');
}

/** The key read back: where each charted fixture's mark leads, by the fixture's key. */
export function chartLinksOf(key: string): ReadonlyMap<string, string> {
  if (key === '') return new Map();
  return new Map(
    key.split(',').map((mark) => {
      const at = mark.indexOf(MARK_SEPARATOR);
      return [mark.slice(0, at), mark.slice(at + 1)] as const;
    }),
  );
}

/**
 * The member's charts of one edition: the server's, with the device's unsynced ones over them (a chart started
 * offline marks its match at once).
 */
export function editionCharts(
  stored: readonly ChartedMatch[],
  queued: readonly QueuedChange[],
  tournamentId: string,
  year: number,
): ChartedMatch[] {
  const charts = new Map(stored.map((chart) => [chart.chartId, chart]));
  for (const { change } of queued) {
    if (change.kind !== 'chart') continue;
    const { event, players } = change.body.chart;
    if (event?.tournamentId !== tournamentId || event.tournamentYear !== year) continue;
    charts.set(change.chartId, { chartId: change.chartId, event, players, onDevice: true });
  }
  return [...charts.values()];
}
