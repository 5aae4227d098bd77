import type { ChartInput } from '@baseline/contract';
import { formatProblem, matchReport, scoreLine, type MatchReport, type Side } from '@baseline/contract/charting';
import { HttpError } from '../../lib/http-error.js';
import type { ChartRow } from './charts.repo.js';

export interface CheckedChart {
  report: MatchReport;
  score: string;
  winner: Side | null;
}

/**
 * A chart is stored only whole and true: a format that can be played, and every point readable and within the
 * match, scored from the first by the same rules the device scored it with. The first point that fails is
 * named, with what is wrong.
 */
export function checkChart(chart: ChartInput): CheckedChart {
  const problem = formatProblem(chart.format);
  if (problem) throw new HttpError(400, problem);
  if (chart.players[0].name.trim() === '' || chart.players[1].name.trim() === '')
    throw new HttpError(400, "A player's name is required.");
  const reading = matchReport(chart.format, chart.firstServer, chart.points);
  if (!reading.ok) throw new HttpError(400, `Point ${reading.point}: ${reading.problem}`);
  const { score } = reading.report;
  return { report: reading.report, score: scoreLine(score), winner: score.winner };
}

/** A chart's row as stored, less the member and the version: what a save and an import write. */
export type ChartContent = Omit<ChartRow, 'version'>;

/** A surface as the tennis source names it ("Hard", "clay") is filed and asked for in lower case. */
export const surfaceKey = (surface: string | undefined) => surface?.trim().toLowerCase() || undefined;

/** The row a checked chart is stored as, with the times given (a save's now, or an imported chart's own). */
export function chartContent(
  id: string,
  chart: ChartInput,
  checked: CheckedChart,
  times: { createdAt: number; updatedAt: number },
): ChartContent {
  return {
    id,
    date: chart.date,
    firstPlayerId: chart.players[0].playerId,
    secondPlayerId: chart.players[1].playerId,
    tournamentId: chart.event?.tournamentId ?? null,
    tournamentYear: chart.event?.tournamentYear ?? null,
    surface: surfaceKey(chart.event?.surface) ?? null,
    pointCount: chart.points.length,
    score: checked.score,
    winner: checked.winner,
    chart: JSON.stringify(chart),
    report: JSON.stringify(checked.report.match),
    ...times,
  };
}
