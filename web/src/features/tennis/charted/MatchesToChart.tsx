import { Link } from 'react-router';
import { ChartedMark } from '../components/ChartedMark';
import type { ChartableMatch } from './chartThisMatch';
import './charted.css';

interface MatchesToChartProps {
  matches: readonly ChartableMatch[];
  /** Where each charted match's mark leads, by its key (see chartLinksOf). */
  chartLinks: ReadonlyMap<string, string>;
}

/**
 * In the notes panel: the player's matches in the event with an opponent known, each with 'Chart this match'
 * (the start form filled in from the draw) and its 'Charted' mark once charted. Here rather than on every
 * fixture, so the bracket stays quiet on a phone.
 */
export function MatchesToChart({ matches, chartLinks }: MatchesToChartProps) {
  if (matches.length === 0) return null;
  return (
    <section className="matches-to-chart" aria-labelledby="matches-to-chart-heading">
      <h3 id="matches-to-chart-heading" className="matches-to-chart__heading">
        Chart a match
      </h3>
      <ul className="matches-to-chart__list">
        {matches.map((match) => {
          const chartPath = chartLinks.get(match.key);
          const what = `${match.round}: ${match.players[0]} v ${match.players[1]}`;
          return (
            <li key={match.key} className="matches-to-chart__match">
              <span className="matches-to-chart__what">{what}</span>
              <span className="matches-to-chart__actions">
                {chartPath && <ChartedMark path={chartPath} />}
                <Link
                  to={match.newChartPath}
                  className="matches-to-chart__start"
                  aria-label={`Chart this match: ${what}`}
                >
                  Chart this match
                </Link>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
