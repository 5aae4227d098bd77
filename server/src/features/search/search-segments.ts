import { SEARCH, type SearchSegment } from '@baseline/contract';
import { wordTerms } from './search-terms.js';

/*
 * A result's title and excerpt as runs of text, the words the query matched marked, cut from the stored plain
 * text (never the note's HTML): the client draws them as text, so nothing a member wrote is ever markup.
 */

interface Token {
  start: number;
  end: number;
  terms: string[];
  match: boolean;
}

/** The words and phrases to mark, each as its terms in order (a word is one term). */
export type Highlights = readonly (readonly string[])[];

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const ELLIPSIS = '…';

/**
 * Characters of a text read for its first matched word: past them the excerpt is the text's start, as when
 * nothing matches. A tab may hold ~199,000 characters, and reading all of each result's held the server for
 * most of a second per page (issue 30); this bounds the work of a page whatever its rows hold.
 */
export const EXCERPT_SCAN = 5_000;
/** Characters read either side of the excerpt, so a phrase that runs across its edge is still marked. */
const EDGE = 500;
/**
 * Characters of a text an excerpt can show or read: the search reads no more of each result's stored text
 * (search.repo.ts), and one more than an excerpt can reach tells that text was left out after it.
 */
export const EXCERPT_READ = EXCERPT_SCAN + SEARCH.excerptLength + 2 * EDGE;

/**
 * The terms of a written word, as the index made them: a text's words come back all the time. A plain map,
 * emptied when full: a lookup is most of what cutting an excerpt costs, and an LRU's bookkeeping doubled it.
 */
const termsOfWord = new Map<string, string[]>();
const TERMS_KEPT = 20_000;
function termsOf(word: string): string[] {
  let terms = termsOfWord.get(word);
  if (terms === undefined) {
    if (termsOfWord.size >= TERMS_KEPT) termsOfWord.clear();
    terms = wordTerms(word);
    termsOfWord.set(word, terms);
  }
  return terms;
}

/** The words of text[from, to), each with its place and terms, one at a time (from the start of the word `from` falls in). */
function* wordsOf(text: string, from: number, to: number): Generator<Token> {
  const words = new RegExp(WORD.source, WORD.flags);
  // The text's whitespace is single spaces (search-documents.ts body): a word starts after one.
  words.lastIndex = from === 0 ? 0 : text.lastIndexOf(' ', from) + 1;
  for (let word = words.exec(text); word !== null && word.index < to; word = words.exec(text)) {
    yield { start: word.index, end: word.index + word[0].length, terms: termsOf(word[0]), match: false };
  }
}

/** Whether the highlighted sequence stands in `tokens` from `at` on, each of its terms one of its word's. */
const standsAt = (tokens: readonly Token[], at: number, sequence: readonly string[]) =>
  at + sequence.length <= tokens.length && sequence.every((term, k) => (tokens[at + k] as Token).terms.includes(term));

/**
 * The words of text[from, to), each marked when it is a highlighted word or one of a run of words that is a
 * highlighted phrase (the words next to each other, whatever stands between them, as the index sees them).
 */
function tokensOf(text: string, highlights: Highlights, from = 0, to = text.length): Token[] {
  const tokens = [...wordsOf(text, from, to)];
  for (let at = 0; at < tokens.length; at++) {
    for (const sequence of highlights) {
      if (!standsAt(tokens, at, sequence)) continue;
      for (let k = 0; k < sequence.length; k++) (tokens[at + k] as Token).match = true;
    }
  }
  return tokens;
}

/**
 * The first word of text[0, to) a highlighted word or phrase starts at (its whole run inside), reading no
 * further than the longest phrase past the first one found: the rest of a long text is never stemmed.
 */
function firstMatch(text: string, highlights: Highlights, to: number): Token | undefined {
  const longest = Math.max(0, ...highlights.map((sequence) => sequence.length));
  const tokens: Token[] = [];
  let first: number | undefined;
  for (const token of wordsOf(text, 0, to)) {
    tokens.push(token);
    if (first !== undefined && tokens.length >= first + longest) break;
    for (const sequence of highlights) {
      const at = tokens.length - sequence.length;
      if (at >= 0 && (first === undefined || at < first) && standsAt(tokens, at, sequence)) first = at;
    }
  }
  return first === undefined ? undefined : tokens[first];
}

/** text[start, end) as runs, each matched word its own run, the rest (and `before`, `after`) joined. */
function segmentsOf(text: string, tokens: readonly Token[], start: number, end: number, before = '', after = '') {
  const pieces: SearchSegment[] = [{ text: before, match: false }];
  let at = start;
  for (const token of tokens) {
    if (!token.match || token.start < start || token.end > end) continue;
    pieces.push(
      { text: text.slice(at, token.start), match: false },
      { text: text.slice(token.start, token.end), match: true },
    );
    at = token.end;
  }
  pieces.push({ text: text.slice(at, end), match: false }, { text: after, match: false });
  return pieces.reduce<SearchSegment[]>((segments, piece) => {
    const last = segments.at(-1);
    if (piece.text === '') return segments;
    if (last && !last.match && !piece.match) last.text += piece.text;
    else segments.push(piece);
    return segments;
  }, []);
}

/** A title whole, its matched words marked. */
export function titleSegments(title: string, highlights: Highlights): SearchSegment[] {
  return segmentsOf(title, tokensOf(title, highlights), 0, title.length);
}

/**
 * About SEARCH.excerptLength characters of the text around its first matched word (from the start when none
 * matches in its first EXCERPT_SCAN characters), cut at the ends of words, with … where text was left out.
 */
export function excerptSegments(
  text: string,
  highlights: Highlights,
  length: number = SEARCH.excerptLength,
): SearchSegment[] {
  const found = firstMatch(text, highlights, EXCERPT_SCAN);
  const first = found && found.end <= EXCERPT_SCAN ? found : undefined;
  const centre = first ? Math.floor((first.start + first.end) / 2) : 0;
  const end = Math.min(text.length, Math.max(centre + Math.ceil(length / 2), length));
  const start = Math.max(0, end - length);
  const tokens = tokensOf(text, highlights, Math.max(0, start - EDGE), end + EDGE);
  // Whole words only: the first that starts inside the window, the last that ends inside it.
  const inside = tokens.filter((token) => token.start >= start && token.end <= end);
  const from = start === 0 ? 0 : (inside[0]?.start ?? start);
  const to = end === text.length ? end : (inside.at(-1)?.end ?? end);
  return segmentsOf(text, tokens, from, to, from > 0 ? ELLIPSIS : '', to < text.length ? ELLIPSIS : '');
}
