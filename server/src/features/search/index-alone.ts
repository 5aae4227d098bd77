import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { SEARCH } from '@baseline/contract';
import type { SearchFilters } from './query-ast.js';

/**
 * Rows kept from the index's own best, past COUNTED_RANK_LIMIT matches (search.repo.ts): twice as many as a
 * page can reach (SEARCH.maxOffset), so rows dropped by the member check, or tied at the cut, still leave
 * every reachable place filled as the full order would fill it.
 */
export const INDEX_CANDIDATES = 2 * SEARCH.maxOffset;

/** Whether the query narrows the rows besides their terms: the index alone cannot tell then. */
export const hasFilters = (filters: SearchFilters) =>
  filters.in !== undefined || filters.from !== undefined || filters.to !== undefined;

/**
 * SQLite, a query with thousands of matches and no filters: FTS5 alone counts them and picks its best
 * INDEX_CANDIDATES by bm25 from its postings, and only those rows are read, to keep the member's own and
 * order them as the full query would (bm25, then newer first). Reading every matched row for the count and
 * the rank took 0.5 s warm and 3 s cold at 38,000 matches. The terms are the member's (ownerKey), so the
 * count is theirs; a member whose key another member shares is never counted here (shared-keys.ts).
 */
export async function countInIndex(db: Database, text: string): Promise<number> {
  const { rows } = await sql<{
    total: number;
  }>`select count(*) as total from search_fts where search_fts match ${text}`.execute(db);
  return rows[0]?.total ?? 0;
}

export async function bestInIndex(
  db: Database,
  text: string,
  userId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select d.id from (
      select rowid as id, bm25(search_fts, 1.0, 0.4, 0.4, 0.4) as score from search_fts
      where search_fts match ${text} order by score, rowid desc limit ${INDEX_CANDIDATES}
    ) as best cross join search_documents d
    where d.id = best.id and d.user_id = ${userId}
    order by best.score, d.date desc, coalesce(d.position, 0), d.id
    limit ${limit} offset ${offset}`.execute(db);
  return rows.map((row) => row.id);
}
