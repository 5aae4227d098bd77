import { SEARCH, type SearchSegment } from '@baseline/contract';
import { wordTerms } from './search-terms.js';

/*
 * A result's title and excerpt as runs of text, the words the query matched marked, cut from the stored plain
 * text (never the note's HTML): the client draws them as text, so nothing a member wrote is ever markup.
 */

interface Token {
  start: number;
  end: number;
  match: boolean;
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const ELLIPSIS = '…';

/** The text's words with their places; a word matches when one of its terms is a term the query finds. */
function tokensOf(text: string, terms: ReadonlySet<string>): Token[] {
  return [...text.matchAll(WORD)].map((word) => ({
    start: word.index,
    end: word.index + word[0].length,
    match: wordTerms(word[0]).some((term) => terms.has(term)),
  }));
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
export function titleSegments(title: string, terms: ReadonlySet<string>): SearchSegment[] {
  return segmentsOf(title, tokensOf(title, terms), 0, title.length);
}

/**
 * About SEARCH.excerptLength characters of the text around its first matched word (from the start when none
 * matches), cut at the ends of words, with … where text was left out.
 */
export function excerptSegments(
  text: string,
  terms: ReadonlySet<string>,
  length: number = SEARCH.excerptLength,
): SearchSegment[] {
  const tokens = tokensOf(text, terms);
  const first = tokens.find((token) => token.match);
  const centre = first ? Math.floor((first.start + first.end) / 2) : 0;
  const end = Math.min(text.length, Math.max(centre + Math.ceil(length / 2), length));
  const start = Math.max(0, end - length);
  // Whole words only: the first that starts inside the window, the last that ends inside it.
  const inside = tokens.filter((token) => token.start >= start && token.end <= end);
  const from = start === 0 ? 0 : (inside[0]?.start ?? start);
  const to = end === text.length ? end : (inside.at(-1)?.end ?? end);
  return segmentsOf(text, tokens, from, to, from > 0 ? ELLIPSIS : '', to < text.length ? ELLIPSIS : '');
}
