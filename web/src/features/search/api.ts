import type { SearchSort } from '@baseline/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../app/session/apiClient';

export const searchKeys = {
  all: ['search'] as const,
  results: (query: string, sort: SearchSort) => [...searchKeys.all, query, sort] as const,
};

/**
 * The results of a query (already settled by the box's typing pause), a page at a time: the next page starts at
 * the server's `nextOffset`. The previous query's results stay on screen while the next one is asked.
 */
export function useSearchResults(query: string, sort: SearchSort) {
  return useInfiniteQuery({
    queryKey: searchKeys.results(query, sort),
    queryFn: ({ pageParam }) =>
      api.call('search.query', { query: pageParam === 0 ? { q: query, sort } : { q: query, sort, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}
