import { SEARCH } from '@baseline/contract';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { stemmer } from 'stemmer';
import { foldedWords } from '../../lib/folded-words.js';

/**
 * The terms both databases index and every query is turned into, made here and nowhere else, so SQLite and
 * PostgreSQL find exactly the same rows: words folded (lib/folded-words.ts: case, accents, "Đ" as "d") and, in
 * the text, stemmed with the Porter stemmer ("serve", "serves" and "serving" are all "serv"). Names and tags are
 * folded but never stemmed: "Jones" stays "jones".
 */

/** Where a term is looked for: the text (`words`), or what the tag:, player: and event: filters read. */
export const SEARCH_FIELDS = ['words', 'tags', 'players', 'events'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/**
 * The member's key in the index: every indexed term is written after it ('3f2a9c1b' + 'serv'), so each member
 * has postings of their own and a search reads only the member's, however many members the database holds
 * (one index shared as plain terms made a one-word search read every member's rows, then drop the others').
 * Eight hex characters of a hash of the user's id: two members who share one only share postings, since every
 * search also keeps to the member's own rows.
 */
export function ownerKey(userId: string): string {
  let key = ownerKeys.get(userId);
  if (key === undefined) {
    key = createHash('sha256').update(userId).digest('hex').slice(0, 8);
    ownerKeys.set(userId, key);
  }
  return key;
}

/** Every save and every search asks for its member's key: a hash a time cost as much as the rest of a tab's row. */
const ownerKeys = new LRUCache<string, string>({ max: 10_000 });

/** PostgreSQL's tsvector weight of each field: a tsquery term `'clay':B` matches a tag only. */
export const FIELD_WEIGHTS: Record<SearchField, 'A' | 'B' | 'C' | 'D'> = {
  words: 'A',
  tags: 'B',
  players: 'C',
  events: 'D',
};

/** Longer runs of letters are not words anyone searches for, and PostgreSQL refuses lexemes past 2 KB. */
export const TERM_MAX_LENGTH = SEARCH.wordMaxLength;

/**
 * A folded word as searched, "dj" read as "d": "Đ" folds to "d" (Đoković → dokovic) while English spells the
 * same name "Djokovic", so both, and "Dokovic", become one term. Both the index and the queries read words here.
 */
const searchedWord = (word: string) => word.replaceAll('dj', 'd');

/**
 * Terms of the words seen lately. A diary's words are few and come back all the time, and a save stems every
 * word of every tab: a lookup costs a fraction of the stemmer (bench/RESULTS.md, the save with the index).
 */
const stems = new LRUCache<string, string>({ max: 50_000 });

/** A folded word's stemmed term, or '' when it is too long to be one. */
function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = word.length <= TERM_MAX_LENGTH ? stemmer(searchedWord(word)) : '';
    stems.set(word, stem);
  }
  return stem;
}

/** A text's terms, stemmed: "Second serves!" → ['second', 'serv']. */
export function wordTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of foldedWords(text)) {
    const term = stemOf(word);
    if (term !== '') terms.push(term);
  }
  return terms;
}

/** A name's terms, folded but not stemmed: "Novak Đoković" → ['novak', 'dokovic']. */
export function nameTerms(name: string): string[] {
  return foldedWords(name)
    .filter((word) => word.length <= TERM_MAX_LENGTH)
    .map(searchedWord);
}

/** A tag as one term, its words run together: "Second serve" → 'secondserve'; '' when it holds no letter. */
export function tagTerm(tag: string): string {
  const term = foldedWords(tag).map(searchedWord).join('');
  return term.length <= TERM_MAX_LENGTH ? term : '';
}

/**
 * A column of terms as stored: each part's terms (the title, the text, each name) joined by spaces, parts apart
 * by ' | ', the whole padded with a space, so `' second serv '` is found inside it exactly when a part holds the
 * phrase. FTS5 and the tsvector read the terms alone; the bars only keep a phrase from running across parts.
 */
export function termColumn(parts: readonly (readonly string[])[]): string {
  const written = parts.filter((part) => part.length > 0).map((part) => part.join(' '));
  return written.length === 0 ? ' ' : ` ${written.join(' | ')} `;
}

/** The four term columns of one indexed tab or note. */
export type TermColumns = Record<SearchField, string>;

/** Occurrences of one term in one field the tsvector keeps: ts_rank's count of it saturates long before. */
const OCCURRENCES_KEPT = 8;

/**
 * The tsvector PostgreSQL indexes for these columns, as its input text: each term with one position per
 * occurrence in a field (up to OCCURRENCES_KEPT), weighted by its field (`'serv':1A,2A,3B`), so ts_rank counts
 * them. Written here rather than by to_tsvector, whose parser would split some of these terms its own way.
 * Phrases are matched on the columns themselves, so a position only numbers the occurrences (PostgreSQL merges
 * equal positions).
 */
export function tsvectorOf(columns: TermColumns, owner: string): string {
  const lexemes = new Map<string, string[]>();
  for (const field of SEARCH_FIELDS) {
    const counted = new Map<string, number>();
    for (const term of columns[field].split(' ')) {
      if (term === '' || term === '|') continue;
      const count = (counted.get(term) ?? 0) + 1;
      counted.set(term, count);
      if (count > OCCURRENCES_KEPT) continue;
      const positions = lexemes.get(term) ?? [];
      positions.push(`${positions.length + 1}${FIELD_WEIGHTS[field]}`);
      lexemes.set(term, positions);
    }
  }
  return [...lexemes].map(([term, positions]) => `${quotedLexeme(owner + term)}:${positions.join(',')}`).join(' ');
}

/** A lexeme as tsvector and tsquery input quote it. */
export function quotedLexeme(term: string): string {
  return `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
