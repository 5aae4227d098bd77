import type { ChartInput } from '@baseline/contract';
import { matchReport, scoreLine, type ReportReading } from '@baseline/contract/charting';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useClaims } from '../../../app/session/useToken';
import { ApiError, serverErrorOf } from '../../../lib/api/ApiError';
import { formatLongDay } from '../../../lib/formatDate';
import { ChartDiaryDays } from '../../notebook/ChartDiaryDays';
import { OFFLINE_TEXT } from '../../offline/offlineText';
import { MatchReportView } from './MatchReportView';
import { useReportedChart } from './useReportedChart';
import './ChartReport.css';

const playerPath = (playerId: string) => `/main/tennis/players/${encodeURIComponent(playerId)}`;

function PlayerLink({ player }: { player: ChartInput['players'][number] }) {
  return player.playerId ? <Link to={playerPath(player.playerId)}>{player.name}</Link> : <>{player.name}</>;
}

/** "Ana won 6-4 6-3", or the score so far; nothing when a point cannot be read (the report says which). */
function resultText(chart: ChartInput, reading: ReportReading): string | null {
  if (!reading.ok) return null;
  const { score } = reading.report;
  return score.winner === null
    ? `In play: ${scoreLine(score)}`
    : `${chart.players[score.winner].name} won ${scoreLine(score)}`;
}

/** The match's date, event and score under the heading. */
function MatchFacts({ chart, reading }: { chart: ChartInput; reading: ReportReading }) {
  const { event } = chart;
  const result = resultText(chart, reading);
  return (
    <div className="chart-report__facts">
      <p>
        {formatLongDay(chart.date)}
        {event &&
          ` · ${[`${event.tournamentName} ${event.tournamentYear}`, event.round, event.surface].filter(Boolean).join(' · ')}`}
      </p>
      {result && <p className="chart-report__score">{result}</p>}
    </div>
  );
}

function ReportOf({ chart, onDevice }: { chart: ChartInput; onDevice: boolean }) {
  const reading = useMemo(() => matchReport(chart.format, chart.firstServer, chart.points), [chart]);
  return (
    <>
      <MatchFacts chart={chart} reading={reading} />
      {onDevice && <p className="chart-report__notice">{OFFLINE_TEXT.savedOnDevice}</p>}
      <MatchReportView chart={chart} reading={reading} />
    </>
  );
}

/**
 * `/main/charts/:chartId/report`: the chart's match report, computed in the browser from its points, from the
 * device's copy while it holds changes the server has not got (offline at the court), else from the server's;
 * and the diary tabs that mention the chart.
 */
export function ChartReportPage() {
  const { chartId = '' } = useParams();
  const userId = useClaims()?.sub ?? '';
  const { chart, onDevice, error } = useReportedChart(chartId, userId);
  const title = chart ? `${chart.players[0].name} v ${chart.players[1].name}` : 'Match report';

  return (
    <main className="chart-report">
      <title>{`Match report: ${title} · Baseline`}</title>
      <Link to={`/main/charts/${encodeURIComponent(chartId)}`} className="chart-report__back">
        Back to the chart
      </Link>
      <h1 className="chart-report__title">
        {chart ? (
          <>
            Match report: <PlayerLink player={chart.players[0]} /> v <PlayerLink player={chart.players[1]} />
          </>
        ) : (
          'Match report'
        )}
      </h1>
      {!chart && !error && (
        <p className="chart-report__notice" role="status">
          Loading the chart...
        </p>
      )}
      {!chart && error && (
        <p className="chart-report__notice" role="alert">
          {error instanceof ApiError && error.status === 404
            ? (serverErrorOf(error) ?? 'Chart not found.')
            : 'Unable to load the chart. Please try again later.'}
        </p>
      )}
      {chart && (
        <>
          <ReportOf chart={chart} onDevice={onDevice} />
          <ChartDiaryDays chartId={chartId} />
        </>
      )}
    </main>
  );
}
