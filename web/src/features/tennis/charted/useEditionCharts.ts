import type { ChartsResponse } from '@baseline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { api } from '../../../app/session/apiClient';
import { useClaims } from '../../../app/session/useToken';
import { outboxFor } from '../../offline/outbox/outboxRegistry';
import { useOutboxSnapshot } from '../../offline/outbox/useOutbox';
import { editionCharts, type ChartedMatch } from './chartedMatches';

/*
 * The key of charts' `editionChartsQuery` (the tournament pack's), written here since tennis imports nothing of
 * charts: under the charts' prefix, so whatever refreshes the member's charts refreshes these too.
 */
const editionChartsKey = (tournamentId: string, year: number) => ['charts', 'edition', tournamentId, year] as const;

/** The member's charts of the edition (`GET /api/charts?tournamentId=&year=`) with the device's unsynced ones. */
export function useEditionCharts(tournamentId: string, year: number): ChartedMatch[] {
  const userId = useClaims()?.sub;
  const queryClient = useQueryClient();
  const stored = useQuery({
    queryKey: editionChartsKey(tournamentId, year),
    queryFn: (): Promise<ChartsResponse> => api.call('charts.list', { query: { tournamentId, year: String(year) } }),
    staleTime: 30_000,
    retry: false,
  });
  const { entries } = useOutboxSnapshot(userId);

  // A chart that syncs while the draw is open leaves the device's queue: the server's list has it now.
  useEffect(() => {
    if (!userId) return;
    return outboxFor(userId).onSynced(({ change }) => {
      if (change.kind === 'chart')
        void queryClient.invalidateQueries({ queryKey: editionChartsKey(tournamentId, year) });
    });
  }, [userId, queryClient, tournamentId, year]);

  return useMemo(
    () =>
      editionCharts(
        (stored.data?.charts ?? []).map(({ id, event, players }) => ({ chartId: id, event, players, onDevice: false })),
        entries,
        tournamentId,
        year,
      ),
    [stored.data, entries, tournamentId, year],
  );
}
