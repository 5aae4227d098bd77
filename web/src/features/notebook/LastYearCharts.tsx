import type { ChartSummary } from '@baseline/contract';
import { Link } from 'react-router';
import { formatLongDay } from '../../lib/formatDate';

/** Last year's charted matches: each a link to its report, with its day, round and score. */
export function LastYearCharts({ charts }: { charts: readonly ChartSummary[] }) {
  return (
    <ul className="last-year-charts">
      {charts.map((chart) => (
        <li key={chart.id}>
          <Link to={`/main/charts/${encodeURIComponent(chart.id)}/report`}>
            {chart.players[0].name} v {chart.players[1].name}
          </Link>{' '}
          <span className="last-year-charts__what">
            {[formatLongDay(chart.date), chart.event?.round, chart.score].filter(Boolean).join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
