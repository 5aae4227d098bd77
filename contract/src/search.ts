import Type from 'typebox';
import { SEARCH, SEARCH_FILTERS } from './limits.js';

/**
 * One search over every diary tab and player note a member wrote (issue 19). The query language is in the
 * server's parser (features/search) and in the help beside the box; both read SEARCH and SEARCH_FILTERS.
 */

export const SEARCH_SORTS = ['relevance', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * A count in the address: its text there (the server does not coerce types), a number in a typed call. No
 * schema bounds: the server answers SEARCH_MESSAGES.offsetTooFar past SEARCH.maxOffset, which says what to do.
 */
const AddressCount = (title: string) =>
  Type.Union([Type.Integer({ minimum: 0, title }), Type.String({ pattern: '^\\d{1,9}$', title })], { title });

/** `GET /api/search?q=&sort=&offset=&limit=` (limit 1 to SEARCH.maxPageSize, SEARCH.pageSize when not given). */
export const SearchQuery = Type.Object({
  q: Type.String({ title: 'Search' }),
  sort: Type.Optional(Type.Enum(SEARCH_SORTS, { title: 'Sort (relevance or newest)' })),
  offset: Type.Optional(AddressCount('Offset')),
  limit: Type.Optional(AddressCount('Limit')),
});
export type SearchQuery = Type.Static<typeof SearchQuery>;

/** A run of text, and whether it is a word the query matched: the client draws it as text, a match marked. */
export const SearchSegment = Type.Object({ text: Type.String(), match: Type.Boolean() });
export type SearchSegment = Type.Static<typeof SearchSegment>;

/** A diary tab: the day, the tab's place on it (from 0), its title and an excerpt of its text. */
export const DiarySearchResult = Type.Object({
  kind: Type.Literal('diary'),
  date: Type.String(),
  tab: Type.Integer({ minimum: 0 }),
  title: Type.Array(SearchSegment),
  tags: Type.Array(Type.String()),
  excerpt: Type.Array(SearchSegment),
});
export type DiarySearchResult = Type.Static<typeof DiarySearchResult>;

/** A note on a player at a tournament, with both names as the tennis data gave them when it was saved. */
export const PlayerSearchResult = Type.Object({
  kind: Type.Literal('player'),
  playerId: Type.String(),
  playerName: Type.String(),
  tournamentId: Type.String(),
  tournamentName: Type.String(),
  /** The edition the note was written on; null when the client did not say. */
  year: Type.Union([Type.Integer(), Type.Null()]),
  /** The day the note was last saved (YYYY-MM-DD, UTC). */
  date: Type.String(),
  excerpt: Type.Array(SearchSegment),
});
export type PlayerSearchResult = Type.Static<typeof PlayerSearchResult>;

/** A charted match (issue 34): its players as the title, the event, and its notes (the match's, sets', points'). */
export const ChartSearchResult = Type.Object({
  kind: Type.Literal('chart'),
  chartId: Type.String(),
  /** The match's day. */
  date: Type.String(),
  /** "Sinner v Alcaraz". */
  title: Type.Array(SearchSegment),
  /** '' for a match charted without a tournament. */
  tournamentName: Type.String(),
  excerpt: Type.Array(SearchSegment),
});
export type ChartSearchResult = Type.Static<typeof ChartSearchResult>;

export const SearchResult = Type.Union([DiarySearchResult, PlayerSearchResult, ChartSearchResult]);
export type SearchResult = Type.Static<typeof SearchResult>;

/** Best first (newer first among equals), or newest first; `nextOffset` null on the last page. */
export const SearchResponse = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  results: Type.Array(SearchResult),
  nextOffset: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type SearchResponse = Type.Static<typeof SearchResponse>;

const FILTER_LIST = Object.keys(SEARCH_FILTERS)
  .map((name) => `${name}:`)
  .join(', ');

/** What the search answers when it cannot read a query: each says what to change. */
export const SEARCH_MESSAGES = {
  emptyQuery: 'Type a word, a "phrase" or a filter such as tag:clay to search.',
  onlyExclusions:
    'Add a word, a phrase or a filter to find: a search of exclusions only (-word, -tag:) would list everything.',
  tooLong: `Shorten the search to at most ${SEARCH.queryMaxLength} characters.`,
  wordTooLong: `Shorten each word to at most ${SEARCH.wordMaxLength} letters: longer ones are not searched.`,
  tooManyTerms: `Use at most ${SEARCH.maxTerms} words, phrases and filters in one search.`,
  unclosedQuote: 'Close the phrase with a second " (as in "second serve").',
  emptyPhrase: 'Write a word or two between the quotes, as in "second serve".',
  danglingOr: 'Put a word on each side of OR, as in serve OR return.',
  unknownFilter: (name: string) => `There is no filter "${name}:". Use one of ${FILTER_LIST}.`,
  emptyFilter: (name: string, example: string) => `Add what to look for after ${name}:, as in ${example}.`,
  badIn: 'Use in:diary (diary tabs), in:players (player notes) or in:charts (charted matches).',
  badDate: (name: string, value: string, example: string) =>
    `"${value}" after ${name}: is not a date. Write it as YYYY-MM-DD, as in ${example}.`,
  datesReversed: (from: string, to: string) => `from:${from} is after to:${to}. Swap the two dates.`,
  repeatedFilter: (name: string) => `Use ${name}: once in a search.`,
  excludedFilter: (name: string) => `${name}: cannot be excluded with -. Remove the - before ${name}:.`,
  orFilter: (name: string) => `${name}: cannot be joined with OR. Write it apart from the OR.`,
  orExclusion: 'An exclusion (-word) cannot be joined with OR. Write it apart from the OR.',
  tagInPlayers: 'Player notes have no tags: remove tag: or in:players.',
  badLimit: `Ask for 1 to ${SEARCH.maxPageSize} results at a time.`,
  offsetTooFar: `Only the first ${SEARCH.maxOffset} results can be paged through. Add a word or a filter to narrow the search.`,
} as const;
