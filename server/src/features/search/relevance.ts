import { sql, type RawBuilder } from 'kysely';
import type { AndNode, TermNode } from './query-ast.js';
import type { SearchField } from './search-terms.js';

/** What a match in each field weighs: the text most; a tag, a player or an event named adds less. */
const FIELD_WEIGHT: Record<SearchField, number> = { words: 1, tags: 0.4, players: 0.4, events: 0.4 };

/**
 * How often a word or a phrase stands in its term column: what removing every ` t1 t2 ` takes from the
 * column's length, over the pattern's length less the space it leaves (search-terms.ts termColumn pads every
 * term with spaces). A repeat right after itself counts once, as the second shares the first's space.
 */
function occurrences(node: TermNode): RawBuilder<number> {
  const pattern = ` ${node.terms.join(' ')} `;
  const column = sql.ref(`searchDocuments.${node.field}`);
  return sql<number>`cast(length(${column}) - length(replace(${column}, ${pattern}, ' ')) as real) / ${pattern.length - 1}`;
}

/**
 * A result's relevance, one SQL expression that SQLite and PostgreSQL compute alike, so both rank the same
 * rows the same way: for each word and phrase the query finds (an excluded one adds nothing, an OR adds its
 * sides), its count saturated (n / (n + 1): the tenth 'serve' adds little to the ninth) times its field's
 * weight. It reads the matched rows' own columns, never the whole index, so a member with ten times the notes
 * waits for their matches alone (FTS5's bm25 first counted every document holding each term).
 */
export function relevance(match: AndNode): RawBuilder<number> {
  const found = match.children.flatMap((clause) =>
    clause.type === 'term' ? [clause] : clause.type === 'or' ? clause.children : [],
  );
  const parts = found.map(
    (node) => sql<number>`${FIELD_WEIGHT[node.field]} * (1.0 - 1.0 / (1.0 + ${occurrences(node)}))`,
  );
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}
