import type { AndNode, TermNode } from './query-ast.js';

/*
 * A query as one FTS5 MATCH expression over search_fts(words, tags, players, events). Every term is a quoted
 * string in its column, so no term is ever read as an operator. A phrase is an FTS5 phrase, its terms in one
 * string ("KEYsecond KEYserv"): FTS5 finds it where they stand next to each other, in order. The index keeps
 * the end of each part of a column as the token KEY, the member's key alone, which no term can be (migration
 * 2026-11-30-01-search-bounded), so a phrase never runs across two parts and the match is exact: an excluded
 * phrase is a NOT like an excluded word, and no phrase check reads a term column (exact-checks.ts is
 * PostgreSQL's).
 */

const ftsString = (terms: readonly string[]) => `"${terms.join(' ').replaceAll('"', '""')}"`;

function ftsTerm(node: TermNode, owner: string): string {
  return `{${node.field}} : ${ftsString(node.terms.map((term) => owner + term))}`;
}

/** The member's (ownerKey) MATCH text: the clauses that find, ANDed, then each excluded term taken away with NOT. */
export function ftsMatch(match: AndNode, owner: string): string {
  const termOf = (node: TermNode) => ftsTerm(node, owner);
  const found: string[] = [];
  const excluded: string[] = [];
  for (const clause of match.children) {
    if (clause.type === 'term') found.push(termOf(clause));
    if (clause.type === 'or') found.push(`(${clause.children.map(termOf).join(' OR ')})`);
    if (clause.type === 'not') excluded.push(termOf(clause.child));
  }
  return [`(${found.join(' AND ')})`, ...excluded].join(' NOT ');
}
