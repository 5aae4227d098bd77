/** Every word of the query starts a word of the key (the player search's rule). */
export function startsWords(key: string, words: string[]): boolean {
  const keyWords = key.split(' ');
  return words.every((word) => keyWords.some((keyWord) => keyWord.startsWith(word)));
}

/** 0: the whole query starts the name; 1: it starts a later word of it; 2: its words are found apart. */
export function rankOf(key: string, phrase: string): number {
  if (key.startsWith(phrase)) return 0;
  return key.includes(` ${phrase}`) ? 1 : 2;
}
