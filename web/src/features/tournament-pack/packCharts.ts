import type { StoredChart } from '@baseline/contract';
import { matchReport, type PlayerReport } from '@baseline/contract/charting';

/**
 * The pack reads each chart whole (`charts.get`) to count its figures: this many at the most, the newest
 * matches, so a member who charted a whole draw does not wait on dozens of requests for one page.
 */
export const PACK_CHARTS_MAX = 8;

/** A figure of a charted match, for each player. */
export interface PackFigure {
  name: string;
  values: [number, number];
}

/** A charted match as the pack prints it. */
export interface PackChart {
  id: string;
  players: [string, string];
  /** The round and the day, as far as the chart says them. */
  round: string;
  /** "Ana Ace won 6-4 7-6(5)", or "In play: 6-4 2-1" for a match charted in part. */
  result: string;
  /** Null when the points do not read (a chart the rules of today refuse): the pack then says so. */
  figures: PackFigure[] | null;
  note: string;
}

const total = ({ forehand, backhand, other }: PlayerReport['winners']) => forehand + backhand + other;

const FIGURES: { name: string; of: (player: PlayerReport) => number }[] = [
  { name: 'Points won', of: (player) => player.serve.points.won + player.return.points.won },
  { name: 'Aces', of: (player) => player.serve.aces },
  { name: 'Double faults', of: (player) => player.serve.doubleFaults },
  { name: 'Winners', of: (player) => total(player.winners) },
  { name: 'Unforced errors', of: (player) => total(player.unforcedErrors) },
];

/** A stored chart's match, its result and its key figures, counted by the shared rules' match report. */
export function packChart(chart: StoredChart): PackChart {
  const names: [string, string] = [chart.players[0].name, chart.players[1].name];
  const reading = matchReport(chart.format, chart.firstServer, chart.points);
  const figures = reading.ok
    ? FIGURES.map(({ name, of }) => {
        const [first, second] = reading.report.match.players;
        return { name, values: [of(first), of(second)] as [number, number] };
      })
    : null;
  return {
    id: chart.id,
    players: names,
    round: chart.event?.round ?? '',
    result: chart.winner === null ? `In play: ${chart.score}` : `${names[chart.winner]} won ${chart.score}`,
    figures,
    note: chart.note,
  };
}
