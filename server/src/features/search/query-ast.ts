import type { SearchField } from './search-terms.js';

/**
 * A query as the parser reads it (query-parser.ts) and each database is asked it (sqlite-match.ts,
 * postgres-match.ts, exact-checks.ts): an AND of clauses, each a term, an OR of terms, or a term excluded.
 */

/** Terms in one field: one term, or a phrase (its terms next to each other, in order, within one part). */
export interface TermNode {
  type: 'term';
  field: SearchField;
  terms: string[];
}

export interface OrNode {
  type: 'or';
  children: TermNode[];
}

export interface NotNode {
  type: 'not';
  child: TermNode;
}

export type ClauseNode = TermNode | OrNode | NotNode;

export interface AndNode {
  type: 'and';
  children: ClauseNode[];
}

export type SearchNode = AndNode | ClauseNode;

/** What the rows are narrowed to besides their terms: a kind, and the days (inclusive). */
export interface SearchFilters {
  in?: 'diary' | 'player' | 'chart';
  from?: string;
  to?: string;
}

export interface ParsedQuery {
  /** At least one clause finds something: a term, or an OR of terms, not excluded. */
  match: AndNode;
  filters: SearchFilters;
}

/** A query the parser cannot read; the message (a SEARCH_MESSAGES text) says what to change. */
export class SearchQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchQueryError';
  }
}

export const isPhrase = (node: TermNode) => node.terms.length > 1;

/**
 * What the text of a result is highlighted with: every word and phrase the query looks for, each as its terms
 * in order (a word is one term), so a phrase is marked where its words stand together, not word by word.
 */
export function highlightedSequences(match: AndNode): string[][] {
  const found = new Map<string, string[]>();
  const add = (node: TermNode) => {
    if (node.field === 'words') found.set(node.terms.join(' '), node.terms);
  };
  for (const clause of match.children) {
    if (clause.type === 'term') add(clause);
    if (clause.type === 'or') clause.children.forEach(add);
  }
  return [...found.values()];
}
