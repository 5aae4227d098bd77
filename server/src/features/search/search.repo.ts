import type { SearchSort } from '@baseline/contract';
import { sql, SqliteAdapter, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Tables } from '../../db/tables.js';
import { exactChecks } from './exact-checks.js';
import { tsqueryText } from './postgres-match.js';
import type { ParsedQuery } from './query-ast.js';
import { ownerKey } from './search-terms.js';
import { sharesOwnerKey } from './shared-keys.js';
import { countedTerms, relevance } from './relevance.js';
import { EXCERPT_READ } from './search-segments.js';
import { ftsMatch } from './sqlite-match.js';
import { bestInIndex, countInIndex, hasFilters, INDEX_CANDIDATES } from './index-alone.js';

/** What a result is made of. */
export interface SearchRow {
  kind: 'diary' | 'player' | 'chart';
  chartId: string | null;
  date: string;
  position: number | null;
  title: string;
  tagList: string;
  body: string;
  playerId: string | null;
  playerName: string;
  tournamentId: string | null;
  tournamentName: string;
  year: number | null;
}

export interface SearchPage {
  total: number;
  rows: SearchRow[];
}

export interface PageRequest {
  sort: SearchSort;
  offset: number;
  limit: number;
}

/** SQLite's FTS5 table, joined by rowid; only its MATCH reads it. */
// A type, not an interface: withTables wants a record type.
type FtsTable = { searchFts: { rowid: number } };

/**
 * The member's rows the query matches, one page of them and their count. SQLite: the FTS5 MATCH text;
 * PostgreSQL: the tsquery text against the GIN-indexed `terms`. Either text is a bound parameter, as are every
 * phrase pattern, date and id; on PostgreSQL the exact checks then keep what the index cannot tell apart
 * (exact-checks.ts), while SQLite's FTS5 matches phrases exactly by itself and reads no term column.
 * Both rank by the one expression of relevance.ts; equal ranks: newer first.
 */
export async function searchDocuments(
  db: Database,
  userId: string,
  query: ParsedQuery,
  page: PageRequest,
): Promise<SearchPage> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return searchIn(db, true, userId, query, page);
  // PostgreSQL's planner takes a tsvector's match for cheap and, for a common word, would rather walk the
  // member's rows by date (or all rows) testing each, reading every one of the member's tsvectors from the TOAST
  // table: 8.5 s for a word on a third of 110,000 tabs (bench/RESULTS.md, 2026-11-29). The GIN index's bitmap
  // reads only the matched rows, so it is the only way left to the planner, for this transaction alone.
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`.execute(
      trx,
    );
    return searchIn(trx, false, userId, query, page);
  });
}

async function searchIn(
  db: Database,
  sqlite: boolean,
  userId: string,
  { match, filters }: ParsedQuery,
  { sort, offset, limit }: PageRequest,
): Promise<SearchPage> {
  const owner = ownerKey(userId);
  const text = sqlite ? ftsMatch(match, owner) : tsqueryText(match, owner);
  const contains = sql.raw(sqlite ? 'instr' : 'strpos');
  const tables = db.withTables<FtsTable>();
  // SQLite: a CROSS JOIN is never reordered, so the FTS5 match is the outer loop. Left to the planner, it walks
  // the member's rows by date and runs the match once per row, which took seconds at ten years of notes.
  const matching = (
    sqlite
      ? tables
          .selectFrom('searchFts')
          .crossJoin('searchDocuments')
          .whereRef('searchDocuments.id', '=', 'searchFts.rowid')
          .where(sql<SqlBool>`search_fts match ${text}`)
      : tables.selectFrom('searchDocuments').where(sql<SqlBool>`search_documents.terms @@ cast(${text} as tsquery)`)
  )
    .where('searchDocuments.userId', '=', userId)
    .$if(filters.in !== undefined, (query) => query.where('searchDocuments.kind', '=', filters.in ?? 'diary'))
    .$if(filters.from !== undefined, (query) => query.where('searchDocuments.date', '>=', filters.from ?? ''))
    .$if(filters.to !== undefined, (query) => query.where('searchDocuments.date', '<=', filters.to ?? ''))
    // PostgreSQL: the phrases checked on the columns (exact-checks.ts). SQLite's FTS5 finds them exactly itself.
    .where((eb) =>
      eb.and(
        (sqlite ? [] : exactChecks(match)).map(({ present, anyOf }) => {
          const held = eb.or(
            anyOf.map(
              ({ field, pattern }) => sql<SqlBool>`${contains}(${sql.ref(`searchDocuments.${field}`)}, ${pattern}) > 0`,
            ),
          );
          return present ? held : eb.not(held);
        }),
      ),
    );

  // Up to COUNTED_RANK_LIMIT matches, the match is run once: its ids give the count, and the page is ordered
  // among them by the rows' primary keys, never asking the index again.
  const firstIds = (
    await matching
      .select('searchDocuments.id')
      .limit(COUNTED_RANK_LIMIT + 1)
      .execute()
  ).map((row) => row.id);
  const few = firstIds.length <= COUNTED_RANK_LIMIT;
  const indexAlone =
    sqlite && !few && sort === 'relevance' && !hasFilters(filters) && !(await sharesOwnerKey(db, userId));
  const newest = !sqlite && !few && sort === 'relevance' ? await newestMatches(matching) : undefined;
  const total = few
    ? firstIds.length
    : (newest?.total ??
      (indexAlone
        ? await countInIndex(db, text)
        : (await matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total));
  if (offset >= total) return { total, rows: [] };
  if (indexAlone) return { total, rows: await pageRows(db, await bestInIndex(db, text, userId, { offset, limit })) };
  const candidates = newest?.ids ?? firstIds;
  const counted = (few || newest !== undefined) && candidates.length * countedTerms(match) <= COUNTED_RANK_WORK;
  const score = counted ? relevance(match) : indexRank(sqlite, text);
  // The page's ids first, sorting on what the order reads alone; then those rows whole, a page of them.
  // The index's own rank needs the match again on SQLite (bm25); PostgreSQL's ts_rank reads the row's tsvector.
  const ranked =
    (few && (counted || sort === 'newest')) || newest !== undefined
      ? db.selectFrom('searchDocuments').where('searchDocuments.id', 'in', candidates)
      : matching;
  const ids = (
    await ranked
      .$if(counted && sort === 'relevance', (query) =>
        query.innerJoin('searchRankTerms', 'searchRankTerms.id', 'searchDocuments.id'),
      )
      .select('searchDocuments.id')
      .$if(sort === 'relevance', (query) => query.orderBy(score, 'desc'))
      .orderBy('searchDocuments.date', 'desc')
      .orderBy(sql`coalesce(search_documents.position, 0)`)
      .orderBy('searchDocuments.id')
      .limit(limit)
      .offset(offset)
      .execute()
  ).map((row) => row.id);
  return { total, rows: await pageRows(db, ids) };
}

/**
 * PostgreSQL past COUNTED_RANK_LIMIT matches, by relevance: their count and the newest INDEX_CANDIDATES of them in
 * one pass of the GIN index's bitmap, and the page then ranked among those alone by relevance.ts, as SQLite ranks
 * FTS5's best (index-alone.ts). ts_rank over every match read each one's tsvector a second time, and a count and
 * an order each ran the match again.
 */
async function newestMatches(
  matching: SelectQueryBuilder<Tables & FtsTable, 'searchDocuments', object>,
): Promise<{ ids: number[]; total: number }> {
  const rows = await matching
    .select(['searchDocuments.id', sql<string>`count(*) over ()`.as('total')])
    .orderBy('searchDocuments.date', 'desc')
    .orderBy(sql`coalesce(search_documents.position, 0)`)
    .orderBy('searchDocuments.id')
    .limit(INDEX_CANDIDATES)
    .execute();
  return { ids: rows.map((row) => row.id), total: Number(rows[0]?.total ?? 0) };
}

/** The page's rows, in the order of their ids. */
async function pageRows(db: Database, ids: readonly number[]): Promise<SearchRow[]> {
  if (ids.length === 0) return [];
  const found = await db
    .selectFrom('searchDocuments')
    .select([
      'id',
      'kind',
      'chartId',
      'date',
      'position',
      'title',
      'tagList',
      'playerId',
      'playerName',
      'tournamentId',
      'tournamentName',
      'year',
    ])
    // As much of the text as an excerpt can show (search-segments.ts): a tab may hold ~199,000 characters.
    .select(sql<string>`substr(body, 1, ${EXCERPT_READ})`.as('body'))
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(found.map(({ id, ...row }) => [id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Past this many matches the rank is the index's own (bm25 on SQLite, ts_rank on PostgreSQL), read from the
 * postings; up to it, relevance.ts counts each match on the rows' own columns (their first RANK_WINDOW
 * characters), the same on both databases. Counting reads every matched row, cheap for a few hundred and
 * seconds for tens of thousands; bm25 first reads every posting of each term, which a few matches should not
 * wait for.
 */
const COUNTED_RANK_LIMIT = 1_000;
/**
 * And past this many counts (matches times the words and phrases counted in each), the same: a query of 24
 * words over 1,000 matches would count 24,000 times. Both databases switch at the same place, since both know
 * the count and the query.
 */
const COUNTED_RANK_WORK = 4_000;

/** The database's own rank, higher better (bm25 is the lower the better). */
function indexRank(sqlite: boolean, text: string): RawBuilder<number> {
  return sqlite
    ? sql<number>`-bm25(search_fts, 1.0, 0.4, 0.4, 0.4)`
    : sql<number>`ts_rank(search_documents.terms, cast(${text} as tsquery))`;
}
