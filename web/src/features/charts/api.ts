import type { ChartsResponse, StoredChart } from '@baseline/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../app/session/apiClient';

export const chartKeys = {
  all: ['charts'] as const,
  list: () => [...chartKeys.all, 'list'] as const,
  /** The draw's own query of an edition's charts (tennis `useEditionCharts`) has this key too: one cache. */
  edition: (tournamentId: string, year: number) => [...chartKeys.all, 'edition', tournamentId, year] as const,
  chart: (chartId: string) => [...chartKeys.all, 'chart', chartId] as const,
  players: (query: string) => [...chartKeys.all, 'players', query] as const,
};

/** The member's charts as the server has them, newest match first. */
export function useChartList() {
  return useQuery({
    queryKey: chartKeys.list(),
    queryFn: (): Promise<ChartsResponse> => api.call('charts.list', { query: {} }),
    staleTime: 30_000,
    retry: false,
  });
}

/** The member's charts of a tournament's edition (`GET /api/charts?tournamentId=&year=`), newest match first. */
export function editionChartsQuery(tournamentId: string, year: number) {
  return queryOptions({
    queryKey: chartKeys.edition(tournamentId, year),
    queryFn: (): Promise<ChartsResponse> => api.call('charts.list', { query: { tournamentId, year: String(year) } }),
    staleTime: 30_000,
    retry: false,
  });
}

/** One stored chart; asked only when the device holds none of its own (see useChartRecording). */
export function useStoredChart(chartId: string, enabled: boolean) {
  return useQuery({
    queryKey: chartKeys.chart(chartId),
    queryFn: (): Promise<StoredChart> => api.call('charts.get', { params: { chartId } }),
    enabled,
    retry: false,
  });
}

/** Players of the tennis directory whose names start with the words typed; nothing until two letters. */
export function usePlayerNames(query: string) {
  return useQuery({
    queryKey: chartKeys.players(query),
    queryFn: () => api.call('tennis.playerSearch', { query: { q: query } }),
    enabled: query.length >= 2,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
