import { SEARCH_MESSAGES } from '@baseline/contract';
import { SearchQueryError } from './query-ast.js';

/** A piece of a query as written, before its words are folded. */
export type QueryToken =
  | { kind: 'or' }
  | { kind: 'word'; negated: boolean; text: string }
  | { kind: 'phrase'; negated: boolean; text: string }
  | { kind: 'filter'; negated: boolean; name: string; value: string };

const SPACE = /\s/u;
const FILTER = /^(\p{L}+):(.*)$/su;

/**
 * The query's tokens: white space separates them; `"..."` is a phrase; `-` before a word, phrase or filter
 * excludes it; `OR`, in capitals, is the operator; `name:value` (a value may be quoted) is a filter.
 */
export function queryTokens(query: string): QueryToken[] {
  const tokens: QueryToken[] = [];
  let at = 0;
  const quoted = () => {
    const end = query.indexOf('"', at + 1);
    if (end === -1) throw new SearchQueryError(SEARCH_MESSAGES.unclosedQuote);
    const text = query.slice(at + 1, end);
    at = end + 1;
    return text;
  };
  while (at < query.length) {
    if (SPACE.test(query.charAt(at))) {
      at++;
      continue;
    }
    const negated = query.charAt(at) === '-' && at + 1 < query.length && !SPACE.test(query.charAt(at + 1));
    if (negated) at++;
    if (query.charAt(at) === '"') {
      tokens.push({ kind: 'phrase', negated, text: quoted() });
      continue;
    }
    const start = at;
    while (at < query.length && !SPACE.test(query.charAt(at)) && query.charAt(at) !== '"') at++;
    const text = query.slice(start, at);
    const filter = FILTER.exec(text);
    if (text === 'OR' && !negated) tokens.push({ kind: 'or' });
    else if (filter) {
      const [, name = '', written = ''] = filter;
      const value = written === '' && query.charAt(at) === '"' ? quoted() : written;
      tokens.push({ kind: 'filter', negated, name, value });
    } else tokens.push({ kind: 'word', negated, text });
  }
  return tokens;
}
