import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../app/session/apiClient';

/** Under the feature's one key, so whatever changes a chart refreshes its report too. */
export const chartReportKeys = {
  chart: (chartId: string) => ['charts', 'chart', chartId] as const,
};

/** The stored chart the report is computed from, in the browser (`matchReport` of the shared rules). */
export function chartQuery(chartId: string) {
  return queryOptions({
    queryKey: chartReportKeys.chart(chartId),
    queryFn: () => api.call('charts.get', { params: { chartId } }),
  });
}
