import type { RestoreVersionBody } from '@baseline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/session/apiClient';

export const historyKeys = {
  all: ['history'] as const,
  day: (date: string) => [...historyKeys.all, date] as const,
  version: (date: string, version: number) => [...historyKeys.day(date), version] as const,
};

/** The day's kept versions, newest first; asked for only while the History dialog is open. */
export function useDayHistory(date: string, enabled: boolean) {
  return useQuery({
    queryKey: historyKeys.day(date),
    queryFn: () => api.call('history.list', { query: { date } }),
    enabled,
    staleTime: 0,
  });
}

/** One kept version's tabs; a version never changes, so it is read once. */
export function useDayVersion(date: string, version: number | null) {
  return useQuery({
    queryKey: historyKeys.version(date, version ?? 0),
    queryFn: () => api.call('history.version', { query: { date, version: String(version) } }),
    enabled: version !== null,
    staleTime: Infinity,
  });
}

/** Saves a version as the day's newest: the history changes, and the day with it (`onRestored`). */
export function useRestoreVersion(onRestored: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RestoreVersionBody) => api.call('history.restore', { body }),
    onSettled: () => {
      onRestored();
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
    },
  });
}
