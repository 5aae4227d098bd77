import { SEARCH, SEARCH_MESSAGES, type SearchQuery, type SearchResponse, type SearchResult } from '@baseline/contract';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { highlightedSequences, SearchQueryError, type ParsedQuery } from './query-ast.js';
import { parseSearchQuery } from './query-parser.js';
import { searchDocuments, type SearchRow } from './search.repo.js';
import { excerptSegments, titleSegments, type Highlights } from './search-segments.js';

export interface SearchDeps {
  db: Database;
}

/** The query read, or a 400 carrying the parser's message (what to change). */
function parsed(q: string): ParsedQuery {
  try {
    return parseSearchQuery(q);
  } catch (error) {
    if (error instanceof SearchQueryError) throw new HttpError(400, error.message);
    throw error;
  }
}

function resultOf(row: SearchRow, highlights: Highlights): SearchResult {
  const excerpt = excerptSegments(row.body, highlights);
  if (row.kind === 'chart') {
    return {
      kind: 'chart',
      chartId: row.chartId ?? '',
      date: row.date,
      title: titleSegments(row.title, highlights),
      tournamentName: row.tournamentName,
      excerpt,
    };
  }
  if (row.kind === 'player') {
    return {
      kind: 'player',
      playerId: row.playerId ?? '',
      playerName: row.playerName,
      tournamentId: row.tournamentId ?? '',
      tournamentName: row.tournamentName,
      year: row.year,
      date: row.date,
      excerpt,
    };
  }
  return {
    kind: 'diary',
    date: row.date,
    tab: row.position ?? 0,
    title: titleSegments(row.title, highlights),
    tags: JSON.parse(row.tagList) as string[],
    excerpt,
  };
}

/**
 * One search over the member's own diary tabs and player notes (features/search/README.md): the query parsed
 * (400 with what to change), one page of the matches best first (or newest first) and their count. Only the
 * first SEARCH.maxOffset matches can be paged through: a page stops there, and an offset at or past it is a 400.
 */
export function createSearchService({ db }: SearchDeps) {
  return {
    async search(userId: string, { q, sort = 'relevance', ...counts }: SearchQuery) {
      const query = parsed(q);
      const offset = Number(counts.offset ?? 0);
      const limit = Number(counts.limit ?? SEARCH.pageSize);
      if (limit < 1 || limit > SEARCH.maxPageSize) throw new HttpError(400, SEARCH_MESSAGES.badLimit);
      if (offset >= SEARCH.maxOffset) throw new HttpError(400, SEARCH_MESSAGES.offsetTooFar);
      const pageSize = Math.min(limit, SEARCH.maxOffset - offset);
      const { total, rows } = await searchDocuments(db, userId, query, { sort, offset, limit: pageSize });
      const highlights = highlightedSequences(query.match);
      const next = offset + rows.length;
      return {
        total,
        results: rows.map((row) => resultOf(row, highlights)),
        nextOffset: rows.length === pageSize && next < total && next < SEARCH.maxOffset ? next : null,
      } satisfies SearchResponse;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
