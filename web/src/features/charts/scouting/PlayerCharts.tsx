import type { ChartSummary } from '@baseline/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { allAnswered } from '../../../lib/api/answered';
import { formatLongDay } from '../../../lib/formatDate';
import { playerChartsQuery } from './api';
import { ScoutingReport } from './ScoutingReport';
import { chartedSurfaces } from './scoutingFilters';
import './Scouting.css';

export const chartReportPath = (chartId: string) => `/main/charts/${encodeURIComponent(chartId)}/report`;

function ChartItem({ chart }: { chart: ChartSummary }) {
  const { event, players } = chart;
  const where = event ? `${event.tournamentName} ${event.tournamentYear}${event.round ? `, ${event.round}` : ''}` : '';
  return (
    <li className="charted-match">
      <Link to={chartReportPath(chart.id)} className="charted-match__link">
        {players[0].name} v {players[1].name}
      </Link>
      <span className="charted-match__facts">
        {[formatLongDay(chart.date), where, chart.score, `${chart.pointCount} points`].filter(Boolean).join(' · ')}
      </span>
    </li>
  );
}

/**
 * 'Charted matches' on the player's page: the member's charts of the player, each opening its report, and the
 * scouting report over them. Nothing at all when the member has charted no match of the player.
 */
export function PlayerCharts({ playerId, playerName }: { playerId: string; playerName: string }) {
  const headingId = useId();
  const charts = useQuery(playerChartsQuery(playerId));
  const list = charts.data?.charts ?? [];
  if (list.length === 0) return null;
  return (
    <section className="player-section charted-matches" aria-labelledby={headingId}>
      <h2 id={headingId} className="player-section__title">
        Charted matches
      </h2>
      <ul className="charted-matches__list">
        {list.map((chart) => (
          <ChartItem key={chart.id} chart={chart} />
        ))}
      </ul>
      <ScoutingReport playerId={playerId} playerName={playerName} surfaces={chartedSurfaces(list)} />
    </section>
  );
}

/** Whether the list has answered (or failed): the player's page waits for it so the section does not push in late. */
export function usePlayerChartsAnswered(playerId: string): boolean {
  return allAnswered(useQuery(playerChartsQuery(playerId)));
}
