import type { ChartInput } from '@baseline/contract';
import { useQuery } from '@tanstack/react-query';
import { chartKey } from '../../offline/outbox/changes';
import { useQueuedChange } from '../../offline/outbox/useOutbox';
import { chartQuery } from './api';

export interface ReportedChart {
  chart: ChartInput | undefined;
  /** The chart is this device's copy, not yet on the server: the report works offline from the first point. */
  onDevice: boolean;
  error: Error | null;
}

/** The chart a report is computed from: the device's unsynced copy when it holds one (newer), else the server's. */
export function useReportedChart(chartId: string, userId: string): ReportedChart {
  const { loaded, queued } = useQueuedChange(userId, chartKey(chartId));
  const onDevice = queued?.change.kind === 'chart' ? queued.change.body.chart : undefined;
  const stored = useQuery({ ...chartQuery(chartId), enabled: loaded && onDevice === undefined });
  if (onDevice) return { chart: onDevice, onDevice: true, error: null };
  return { chart: stored.data, onDevice: false, error: stored.error };
}
