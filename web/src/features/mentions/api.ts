import { MENTION } from '@baseline/contract/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/session/apiClient';

export const mentionKeys = {
  all: ['mentions'] as const,
  suggestions: (query: string) => [...mentionKeys.all, 'suggestions', query] as const,
};

/** The query as the server reads it: spaces and case do not make another question (or another cache entry). */
export function suggestionQuery(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MENTION.queryMaxLength);
}

/**
 * The `@` list's players, tournaments and charts for a query (already settled by the caller's short pause).
 * The tennis data changes rarely, so an answer is kept for the session: typing back over a name asks nothing;
 * a chart's save reaching the server asks again (charts' useChartRecording).
 */
export function useMentionSuggestions(query: string) {
  return useQuery({
    queryKey: mentionKeys.suggestions(query),
    queryFn: () => api.call('mentions.suggest', { query: { q: query } }),
    enabled: query !== '',
    staleTime: 10 * 60_000,
    gcTime: 30 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
