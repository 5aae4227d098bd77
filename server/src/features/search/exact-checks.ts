import { isPhrase, type AndNode, type TermNode } from './query-ast.js';
import type { SearchField } from './search-terms.js';

/**
 * What the index cannot say exactly, checked on the term columns themselves: that a phrase's terms stand
 * together, in order, within one part of a column (search-terms.ts termColumn pads every term with spaces,
 * so `' second serv '` is found inside the column exactly then). Each check holds when the column holds any
 * of its patterns (an OR with a phrase: each side's pattern) and, when `present` is false, when it holds none.
 */
export interface ExactCheck {
  present: boolean;
  anyOf: { field: SearchField; pattern: string }[];
}

const patternOf = (node: TermNode) => ({ field: node.field, pattern: ` ${node.terms.join(' ')} ` });

/** The checks a query needs: one per phrase, per OR holding a phrase, per excluded phrase. */
export function exactChecks(match: AndNode): ExactCheck[] {
  const checks: ExactCheck[] = [];
  for (const clause of match.children) {
    if (clause.type === 'term' && isPhrase(clause)) checks.push({ present: true, anyOf: [patternOf(clause)] });
    if (clause.type === 'or' && clause.children.some(isPhrase)) {
      checks.push({ present: true, anyOf: clause.children.map(patternOf) });
    }
    if (clause.type === 'not' && isPhrase(clause.child))
      checks.push({ present: false, anyOf: [patternOf(clause.child)] });
  }
  return checks;
}
