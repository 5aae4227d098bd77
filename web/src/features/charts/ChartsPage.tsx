import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { useClaims } from '../../app/session/useToken';
import { Page } from '../../components/Page';
import { formatLongDay } from '../../lib/formatDate';
import { outboxFor } from '../offline/outbox/outboxRegistry';
import { useOutboxSnapshot } from '../offline/outbox/useOutbox';
import { useOnline } from '../offline/status/useOnline';
import { chartKeys, useChartList } from './api';
import { chartRows } from './state/chartRows';
import './charts.css';

export const CHARTS_TEXT = {
  intro: 'Matches you charted point by point. A chart is kept on this device from its first point, signal or not.',
  none: 'No charts yet: start one with New chart.',
  offline: 'You are offline and the list of charts kept on the server is not on this device; charts made here show.',
  failed: 'Your charts could not be loaded. Please try again later.',
  onDevice: 'On this device, will sync',
} as const;

/** `/main/charts`: the member's charts (the date, the players, the event, the score and the level), newest first. */
export function ChartsPage() {
  const userId = useClaims()?.sub;
  const list = useChartList();
  const online = useOnline();
  const { entries } = useOutboxSnapshot(userId);
  const queryClient = useQueryClient();
  const rows = useMemo(() => chartRows(list.data?.charts ?? [], entries), [list.data, entries]);

  // A chart that syncs while the list is open is the server's now, with its score.
  useEffect(() => {
    if (!userId) return;
    return outboxFor(userId).onSynced(({ change }) => {
      if (change.kind === 'chart') void queryClient.invalidateQueries({ queryKey: chartKeys.all });
    });
  }, [userId, queryClient]);

  return (
    <Page title="Charts" width="wide" brand={false}>
      <div className="charts">
        <p>{CHARTS_TEXT.intro}</p>
        <Link to="/main/charts/new" className="button button--primary charts__new">
          New chart
        </Link>
        {list.isError && <p className="charts__notice">{online ? CHARTS_TEXT.failed : CHARTS_TEXT.offline}</p>}
        {list.isSuccess && rows.length === 0 && <p className="charts__notice">{CHARTS_TEXT.none}</p>}
        {rows.length > 0 && (
          <ul className="chart-list">
            {rows.map((row) => (
              <li key={row.id}>
                <Link to={`/main/charts/${row.id}`} className="chart-list__item">
                  <span className="chart-list__players">{row.players}</span>
                  <span className="chart-list__score">{row.score}</span>
                  <span className="chart-list__meta">
                    {[formatLongDay(row.date), row.event, row.level === 'quick' ? 'Quick' : 'Full']
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  {row.onDevice && <span className="chart-list__device">{CHARTS_TEXT.onDevice}</span>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}
