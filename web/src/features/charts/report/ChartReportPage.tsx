import type { StoredChart } from '@baseline/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError, serverErrorOf } from '../../../lib/api/ApiError';
import { formatLongDay } from '../../../lib/formatDate';
import { ChartDiaryDays } from '../../notebook/ChartDiaryDays';
import { chartQuery } from './api';
import { MatchReportView } from './MatchReportView';
import './ChartReport.css';

const playerPath = (playerId: string) => `/main/tennis/players/${encodeURIComponent(playerId)}`;

function PlayerLink({ player }: { player: StoredChart['players'][number] }) {
  return player.playerId ? <Link to={playerPath(player.playerId)}>{player.name}</Link> : <>{player.name}</>;
}

/** The match's date, event and score under the heading. */
function MatchFacts({ chart }: { chart: StoredChart }) {
  const { event, winner, players } = chart;
  const result = winner === null ? `In play: ${chart.score}` : `${players[winner].name} won ${chart.score}`;
  return (
    <div className="chart-report__facts">
      <p>
        {formatLongDay(chart.date)}
        {event &&
          ` · ${[`${event.tournamentName} ${event.tournamentYear}`, event.round, event.surface].filter(Boolean).join(' · ')}`}
      </p>
      <p className="chart-report__score">{result}</p>
    </div>
  );
}

/**
 * `/main/charts/:chartId/report`: the chart's match report, computed in the browser from its points, and the
 * diary tabs that mention the chart.
 */
export function ChartReportPage() {
  const { chartId = '' } = useParams();
  const chart = useQuery(chartQuery(chartId));
  const title = chart.data ? `${chart.data.players[0].name} v ${chart.data.players[1].name}` : 'Match report';

  return (
    <main className="chart-report">
      <title>{`Match report: ${title} · Baseline`}</title>
      <Link to={`/main/charts/${encodeURIComponent(chartId)}`} className="chart-report__back">
        Back to the chart
      </Link>
      <h1 className="chart-report__title">
        {chart.data ? (
          <>
            Match report: <PlayerLink player={chart.data.players[0]} /> v <PlayerLink player={chart.data.players[1]} />
          </>
        ) : (
          'Match report'
        )}
      </h1>
      {chart.isPending && (
        <p className="chart-report__notice" role="status">
          Loading the chart...
        </p>
      )}
      {chart.isError && (
        <p className="chart-report__notice" role="alert">
          {chart.error instanceof ApiError && chart.error.status === 404
            ? (serverErrorOf(chart.error) ?? 'Chart not found.')
            : 'Unable to load the chart. Please try again later.'}
        </p>
      )}
      {chart.data && (
        <>
          <MatchFacts chart={chart.data} />
          <MatchReportView chart={chart.data} />
          <ChartDiaryDays chartId={chartId} />
        </>
      )}
    </main>
  );
}
