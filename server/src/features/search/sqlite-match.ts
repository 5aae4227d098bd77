import { isPhrase, type AndNode, type TermNode } from './query-ast.js';

/*
 * A query as one FTS5 MATCH expression over search_fts(words, tags, players, events). Every term is a quoted
 * string in its column, so no term is ever read as an operator. A phrase is the AND of its terms here; that
 * they stand together is checked on the column itself (exact-checks.ts). An excluded phrase is left to that
 * check alone: excluding its terms here would also drop rows that hold them apart.
 */

const ftsString = (term: string) => `"${term.replaceAll('"', '""')}"`;

function ftsTerm(node: TermNode, owner: string): string {
  const terms = node.terms.map((term) => `{${node.field}} : ${ftsString(owner + term)}`);
  return terms.length === 1 ? (terms[0] as string) : `(${terms.join(' AND ')})`;
}

/** The member's (ownerKey) MATCH text: the clauses that find, ANDed, then each excluded term taken away with NOT. */
export function ftsMatch(match: AndNode, owner: string): string {
  const termOf = (node: TermNode) => ftsTerm(node, owner);
  const found: string[] = [];
  const excluded: string[] = [];
  for (const clause of match.children) {
    if (clause.type === 'term') found.push(termOf(clause));
    if (clause.type === 'or') found.push(`(${clause.children.map(termOf).join(' OR ')})`);
    if (clause.type === 'not' && !isPhrase(clause.child)) excluded.push(termOf(clause.child));
  }
  return [`(${found.join(' AND ')})`, ...excluded].join(' NOT ');
}
