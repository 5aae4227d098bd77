import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../app/session/apiClient';
import { chartKeys } from '../api';

/** The stored chart the report is computed from, in the browser (`matchReport` of the shared rules). */
export function chartQuery(chartId: string) {
  return queryOptions({
    // The recorder's key for the same chart: whatever changes a chart refreshes its report too.
    queryKey: chartKeys.chart(chartId),
    queryFn: () => api.call('charts.get', { params: { chartId } }),
  });
}
