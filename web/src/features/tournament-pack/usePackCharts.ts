import { useQueries, useQuery } from '@tanstack/react-query';
import { editionChartsQuery } from '../charts/api';
import { chartQuery } from '../charts/report/api';
import { PACK_CHARTS_MAX, packChart } from './packCharts';

/**
 * The edition's charts for the pack: the list (one request), then the newest PACK_CHARTS_MAX read whole, since
 * the figures are counted from every point. Each of `answered` is a part the pack waits for.
 */
export function usePackCharts(year: string, tournamentId: string) {
  const list = useQuery({ ...editionChartsQuery(tournamentId, Number(year)), enabled: /^\d{4}$/.test(year) });
  const newest = (list.data?.charts ?? []).slice(0, PACK_CHARTS_MAX);
  const reads = useQueries({ queries: newest.map((chart) => ({ ...chartQuery(chart.id), retry: false })) });
  return {
    list,
    // A few matches' reports (a few ms each): counted on the pack's rare renders rather than kept.
    charts: reads.flatMap(({ data }) => (data ? [{ ...packChart(data), date: data.date }] : [])),
    total: list.data?.charts.length ?? 0,
    failed: reads.some((read) => read.isError),
    answered: [list, ...reads],
  };
}
