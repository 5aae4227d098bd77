import { sql, type RawBuilder } from 'kysely';
import type { AndNode, TermNode } from './query-ast.js';
import type { SearchField } from './search-terms.js';

/** What a match in each field weighs: the text most; a tag, a player or an event named adds less. */
const FIELD_WEIGHT: Record<SearchField, number> = { words: 1, tags: 0.4, players: 0.4, events: 0.4 };

/**
 * Characters of each term column the relevance reads: `search_rank_terms` holds every row's columns cut to
 * this many (search-documents.repo.ts writeRankTerms; the migration 2026-11-30-01-search-bounded has the same
 * number), so a query reads at most this much of a matched row per word, however long the tab (issue 30).
 * The words column starts with the title's terms, then the text's.
 */
export const RANK_WINDOW = 1_000;

/**
 * How often a word or a phrase stands in the first RANK_WINDOW characters of its term column: what removing
 * every ` t1 t2 ` takes from their length, over the pattern's length less the space it leaves (search-terms.ts
 * termColumn pads every term with spaces; a term cut short at the window's end has no space after it, so it
 * is not counted). A repeat right after itself counts once, as the second shares the first's space.
 */
function occurrences(node: TermNode): RawBuilder<number> {
  const pattern = ` ${node.terms.join(' ')} `;
  const column = sql.ref(`searchRankTerms.${node.field}`);
  return sql<number>`cast(length(${column}) - length(replace(${column}, ${pattern}, ' ')) as real) / ${pattern.length - 1}`;
}

/** The words and phrases the query finds: what the relevance counts (an excluded one adds nothing). */
const found = (match: AndNode): TermNode[] =>
  match.children.flatMap((clause) => (clause.type === 'term' ? [clause] : clause.type === 'or' ? clause.children : []));

/** How many counts the relevance makes per matched row. */
export const countedTerms = (match: AndNode): number => found(match).length;

/**
 * A result's relevance, one SQL expression that SQLite and PostgreSQL compute alike, so both rank the same
 * rows the same way: for each word and phrase the query finds (an excluded one adds nothing, an OR adds its
 * sides), its count saturated (n / (n + 1): the tenth 'serve' adds little to the ninth) times its field's
 * weight. It reads the matched rows' own columns (their first RANK_WINDOW characters, joined as
 * `searchRankTerms`), never the whole index, so a member with ten times the notes waits for their matches alone
 * (FTS5's bm25 first counted every document holding each term), and a long tab costs no more than a short one.
 */
export function relevance(match: AndNode): RawBuilder<number> {
  const parts = found(match).map(
    (node) => sql<number>`${FIELD_WEIGHT[node.field]} * (1.0 - 1.0 / (1.0 + ${occurrences(node)}))`,
  );
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}
