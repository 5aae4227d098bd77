import type { ChartInput } from '@baseline/contract';
import { formatProblem, matchReport, scoreLine, type MatchReport, type Side } from '@baseline/contract/charting';
import { HttpError } from '../../lib/http-error.js';

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
