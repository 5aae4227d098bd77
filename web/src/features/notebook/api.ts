import type { EarlierEditionsResponse, NotebookPlayerResponse } from '@baseline/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api/ApiError';
import { retryFailures } from '../../lib/api/retry';
import { api } from '../../app/session/apiClient';

export const notebookKeys = {
  all: ['notebook'] as const,
  player: (playerId: string) => [...notebookKeys.all, 'player', playerId] as const,
  chart: (chartId: string) => [...notebookKeys.all, 'chart', chartId] as const,
  event: (year: string, tournamentId: string) => [...notebookKeys.all, 'event', year, tournamentId] as const,
  lastYear: (year: string, tournamentId: string) => [...notebookKeys.all, 'last-year', year, tournamentId] as const,
  earlierEditions: (season: string) => [...notebookKeys.all, 'earlier-editions', season] as const,
};

/** Diary tabs that mention something, newest first, a page at a time (`before`: where the last page ended). */
function useBacklinkPages(
  queryKey: readonly unknown[],
  page: (query: { before?: string }) => Promise<NotebookPlayerResponse>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => page(pageParam ? { before: pageParam } : {}),
    initialPageParam: '',
    getNextPageParam: (answer) => answer.next,
  });
}

export type BacklinkPages = ReturnType<typeof useBacklinkPages>;

/** The member's diary tabs that mention the player. */
export function usePlayerDiaryDays(playerId: string): BacklinkPages {
  return useBacklinkPages(notebookKeys.player(playerId), (query) =>
    api.call('notebook.player', { params: { playerId }, query }),
  );
}

/** The member's diary tabs that mention one of their charts: the report's 'In your diary'. */
export function useChartDiaryDays(chartId: string): BacklinkPages {
  return useBacklinkPages(notebookKeys.chart(chartId), (query) =>
    api.call('notebook.chart', { params: { chartId }, query }),
  );
}

/** 'Your notes on this event': the season's days that mention it, its player notes, the players to mark. */
export function useEventNotes(year: string, tournamentId: string) {
  return useQuery({
    queryKey: notebookKeys.event(year, tournamentId),
    queryFn: () => api.call('notebook.tournament', { params: { year, tournamentId } }),
    // An unknown tournament stays unknown; the tour's data source may stumble once.
    retry: retryFailures(2),
  });
}

/** What the member wrote at the previous edition. */
export function useLastYear(year: string, tournamentId: string) {
  return useQuery({
    queryKey: notebookKeys.lastYear(year, tournamentId),
    queryFn: () => api.call('notebook.lastYear', { params: { year, tournamentId } }),
    retry: retryFailures(2),
  });
}

/** Of the season's tournaments, what `pick` reads from those the member has notes on from an earlier edition. */
export function useEarlierEditions<Picked>(season: string, pick: (answer: EarlierEditionsResponse) => Picked) {
  return useQuery({
    queryKey: notebookKeys.earlierEditions(season),
    queryFn: () => api.call('notebook.earlierEditions', { query: { season } }),
    select: pick,
    // Every card of the list reads this one answer; a minute spares the server a call per visit.
    staleTime: 60_000,
  });
}

/** A 404: the source does not know the tournament or season; the draw's own message says so. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
