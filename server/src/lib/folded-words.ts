/*
 * Names and text are searched folded: accents dropped (NFKD, then the combining marks removed), case folded, and
 * the few Latin letters that do not decompose ("Đ", "ø", "ł", "ß", ...) spelled as a keyboard would type them.
 * Anything that is not a letter or a digit separates words, so "Pereyra Luna", "Ben-Haim" and "O'Driscoll"
 * are found by any of their parts.
 */

const SPELLED: Record<string, string> = {
  đ: 'd',
  ð: 'd',
  ø: 'o',
  ł: 'l',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const NOT_DECOMPOSED = new RegExp(`[${Object.keys(SPELLED).join('')}]`, 'g');
const COMBINING_MARKS = /\p{M}/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
/** Text without it has nothing to decompose or spell: most of what a member writes. */
const NOT_ASCII = /[^\p{ASCII}]/u;

/** The words of a name or a query, folded: "Novak  Đoković" → ['novak', 'dokovic']. */
export function foldedWords(text: string): string[] {
  const folded = NOT_ASCII.test(text) ? foldedLetters(text) : text.toLowerCase();
  return folded.split(SEPARATORS).filter((word) => word !== '');
}

function foldedLetters(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(NOT_DECOMPOSED, (letter) => SPELLED[letter] ?? letter);
}
