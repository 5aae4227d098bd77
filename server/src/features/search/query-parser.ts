import { SEARCH, SEARCH_FILTERS, SEARCH_MESSAGES, type SearchFilterName } from '@baseline/contract';
import {
  SearchQueryError,
  type AndNode,
  type ClauseNode,
  type ParsedQuery,
  type SearchFilters,
  type TermNode,
} from './query-ast.js';
import { queryTokens, type QueryToken } from './query-tokens.js';
import { foldedWords } from '../../lib/folded-words.js';
import { nameTerms, tagTerm, TERM_MAX_LENGTH, wordTerms } from './search-terms.js';

/*
 * The query language (features/search/README.md) read into a ParsedQuery, or a SearchQueryError whose message
 * says what to change. Every database reads the same ParsedQuery, so they find the same rows.
 */

/** A word, a phrase or a tag:, player: or event: filter, maybe excluded. */
interface Atom {
  kind: 'atom';
  node: TermNode;
  negated: boolean;
}

/** in:, from: or to:: a condition on the rows rather than on their terms. */
interface RowFilter {
  kind: 'rowFilter';
  name: 'in' | 'from' | 'to';
  value: string;
}

type Item = Atom | RowFilter;

const fail = (message: string): never => {
  throw new SearchQueryError(message);
};

const isFilterName = (name: string): name is SearchFilterName => Object.hasOwn(SEARCH_FILTERS, name);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDate(value: string): boolean {
  const parts = DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A word past TERM_MAX_LENGTH is in no index: said, rather than left out of the search unseen. */
function assertWordsFit(text: string): void {
  if (foldedWords(text).some((word) => word.length > TERM_MAX_LENGTH)) fail(SEARCH_MESSAGES.wordTooLong);
}

function termsNode(field: TermNode['field'], terms: string[]): TermNode {
  return { type: 'term', field, terms };
}

/** A filter's item, or the SearchQueryError saying what is wrong with it. */
function filterItem(token: Extract<QueryToken, { kind: 'filter' }>): Item {
  const name = token.name.toLowerCase();
  if (!isFilterName(name)) return fail(SEARCH_MESSAGES.unknownFilter(token.name));
  const value = token.value.trim();
  if (value === '') return fail(SEARCH_MESSAGES.emptyFilter(name, SEARCH_FILTERS[name]));
  const atom = (node: TermNode): Atom => ({ kind: 'atom', node, negated: token.negated });
  switch (name) {
    case 'tag': {
      const term = tagTerm(value);
      return term === ''
        ? fail(SEARCH_MESSAGES.emptyFilter(name, SEARCH_FILTERS.tag))
        : atom(termsNode('tags', [term]));
    }
    case 'player':
    case 'event': {
      assertWordsFit(value);
      const terms = nameTerms(value);
      if (terms.length === 0) return fail(SEARCH_MESSAGES.emptyFilter(name, SEARCH_FILTERS[name]));
      return atom(termsNode(name === 'player' ? 'players' : 'events', terms));
    }
    case 'in':
    case 'from':
    case 'to':
      if (token.negated) return fail(SEARCH_MESSAGES.excludedFilter(name));
      if (name === 'in' && !(value.toLowerCase() in IN_KINDS)) return fail(SEARCH_MESSAGES.badIn);
      if (name !== 'in' && !isDate(value)) return fail(SEARCH_MESSAGES.badDate(name, value, SEARCH_FILTERS[name]));
      return { kind: 'rowFilter', name, value };
  }
}

/** A token's item, undefined for a word with no letter or digit (punctuation alone is not searched). */
function itemOf(token: Exclude<QueryToken, { kind: 'or' }>): Item | undefined {
  if (token.kind === 'filter') return filterItem(token);
  assertWordsFit(token.text);
  const terms = wordTerms(token.text);
  if (terms.length === 0) return token.kind === 'phrase' ? fail(SEARCH_MESSAGES.emptyPhrase) : undefined;
  return { kind: 'atom', node: termsNode('words', terms), negated: token.negated };
}

/** An OR's side must be a term to find: not a row filter, not an exclusion. */
function assertJoinable(item: Item): asserts item is Atom {
  if (item.kind === 'rowFilter') fail(SEARCH_MESSAGES.orFilter(item.name));
  else if (item.negated) fail(SEARCH_MESSAGES.orExclusion);
}

/** The items, those an OR joins grouped together (OR binds tighter than the implicit AND). */
function groupsOf(tokens: QueryToken[]): Item[][] {
  const groups: Item[][] = [];
  let joining = false;
  for (const token of tokens) {
    if (token.kind === 'or') {
      if (groups.length === 0 || joining) fail(SEARCH_MESSAGES.danglingOr);
      joining = true;
      continue;
    }
    const item = itemOf(token);
    if (!item) continue;
    const last = groups.at(-1);
    if (joining && last) {
      assertJoinable(last[0] as Item);
      assertJoinable(item);
      last.push(item);
    } else groups.push([item]);
    joining = false;
  }
  if (joining) fail(SEARCH_MESSAGES.danglingOr);
  return groups;
}

/** What `in:` names, and the kind of row it keeps. */
const IN_KINDS = { diary: 'diary', players: 'player', charts: 'chart' } as const;

function filtersOf(rowFilters: RowFilter[]): SearchFilters {
  const filters: SearchFilters = {};
  for (const { name, value } of rowFilters) {
    if (filters[name] !== undefined) fail(SEARCH_MESSAGES.repeatedFilter(name));
    if (name === 'in') filters.in = IN_KINDS[value.toLowerCase() as keyof typeof IN_KINDS];
    else filters[name] = value;
  }
  if (filters.from !== undefined && filters.to !== undefined && filters.from > filters.to) {
    fail(SEARCH_MESSAGES.datesReversed(filters.from, filters.to));
  }
  return filters;
}

function clauseOf(group: Item[]): ClauseNode | undefined {
  const atoms = group.filter((item): item is Atom => item.kind === 'atom');
  const [first] = atoms;
  if (!first) return undefined;
  if (atoms.length > 1) return { type: 'or', children: atoms.map((atom) => atom.node) };
  return first.negated ? { type: 'not', child: first.node } : first.node;
}

/** Parses a member's query; throws a SearchQueryError with the SEARCH_MESSAGES text for what to change. */
export function parseSearchQuery(query: string): ParsedQuery {
  if (query.length > SEARCH.queryMaxLength) fail(SEARCH_MESSAGES.tooLong);
  const groups = groupsOf(queryTokens(query));
  const items = groups.flat();
  if (items.length > SEARCH.maxTerms) fail(SEARCH_MESSAGES.tooManyTerms);
  const filters = filtersOf(items.filter((item): item is RowFilter => item.kind === 'rowFilter'));
  const children = groups.map(clauseOf).filter((clause) => clause !== undefined);
  const usesTags = items.some((item) => item.kind === 'atom' && item.node.field === 'tags');
  if (usesTags && filters.in === 'player') fail(SEARCH_MESSAGES.tagInPlayers);
  if (!children.some((clause) => clause.type !== 'not')) {
    fail(children.length > 0 ? SEARCH_MESSAGES.onlyExclusions : SEARCH_MESSAGES.emptyQuery);
  }
  const match: AndNode = { type: 'and', children };
  return { match, filters };
}
