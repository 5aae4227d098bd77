import type { DiaryDayResponse, RenameTabBody, SaveDiaryBody } from '@baseline/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/session/apiClient';
import { earlyDays, fetchDay } from './requestDayEarly';

export const diaryKeys = {
  all: ['diary'] as const,
  list: () => [...diaryKeys.all, 'list'] as const,
  day: (date: string) => [...diaryKeys.all, 'day', date] as const,
  search: (tag: string) => [...diaryKeys.all, 'search', tag] as const,
};

/**
 * The user's days with an entry, for the calendar's dots and titles; asked for only once `enabled`. It grows
 * with every day written, and should not compete with the day's own text on a phone.
 */
export function useDiaryList(enabled: boolean) {
  return useQuery({
    queryKey: diaryKeys.list(),
    queryFn: () => api.call('diary.list'),
    enabled,
  });
}

export function useDiaryDay(date: string) {
  return useQuery({
    queryKey: diaryKeys.day(date),
    // A first visit straight to the diary asked for its day early (requestDayEarly): that answer, once.
    queryFn: () => earlyDays.take(date) ?? fetchDay(date),
  });
}

/** The day as stored right now, bypassing the cache: for a reload after a conflict or a discarded draft. */
export function fetchFreshDay(queryClient: QueryClient, date: string): Promise<DiaryDayResponse> {
  return queryClient.query({ queryKey: diaryKeys.day(date), queryFn: () => fetchDay(date), staleTime: 0 });
}

/** Days with a tab tagged `tag` (already trimmed; '' asks nothing). */
export function useTagSearch(tag: string) {
  return useQuery({
    queryKey: diaryKeys.search(tag),
    queryFn: () => api.call('diary.tagSearch', { query: { tag } }),
    enabled: tag !== '',
  });
}

/**
 * A save or a rename changes the day, the list's titles and dots, and what a tag search finds. The
 * refetch is not awaited: the caller's own onSuccess (the saved state, 'Entry saved successfully!',
 * dropping the local draft) runs as soon as the server has answered, not after every diary query.
 */
function useDiaryChange<TBody, TAnswer>(send: (body: TBody) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: diaryKeys.all });
    },
  });
}

export function useSaveDay() {
  return useDiaryChange((body: SaveDiaryBody) => api.call('diary.save', { body }));
}

export function useRenameTab() {
  return useDiaryChange((body: RenameTabBody) => api.call('diary.renameTab', { body }));
}
