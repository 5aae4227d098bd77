import { isPhrase, type AndNode, type TermNode } from './query-ast.js';
import { FIELD_WEIGHTS, quotedLexeme } from './search-terms.js';

/*
 * A query as one tsquery text, read by `cast(... as tsquery)` (no parser of PostgreSQL's own touches the
 * terms) and matched against search_documents.terms. A field is a weight: `'clay':B` is the tag clay. A phrase
 * is the AND of its terms here; that they stand together is checked on the column itself (exact-checks.ts),
 * which alone excludes a phrase.
 */

function lexemes(node: TermNode, owner: string): string {
  const terms = node.terms.map((term) => `${quotedLexeme(owner + term)}:${FIELD_WEIGHTS[node.field]}`);
  return terms.length === 1 ? (terms[0] as string) : `(${terms.join(' & ')})`;
}

/** The tsquery text of the member (ownerKey): the clauses that find, and each excluded term negated, all ANDed. */
export function tsqueryText(match: AndNode, owner: string): string {
  const lexemesOf = (node: TermNode) => lexemes(node, owner);
  const parts: string[] = [];
  for (const clause of match.children) {
    if (clause.type === 'term') parts.push(lexemesOf(clause));
    if (clause.type === 'or') parts.push(`(${clause.children.map(lexemesOf).join(' | ')})`);
    if (clause.type === 'not' && !isPhrase(clause.child)) parts.push(`!${lexemesOf(clause.child)}`);
  }
  return parts.join(' & ');
}
