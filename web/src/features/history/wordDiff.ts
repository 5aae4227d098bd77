import { diffWords } from 'diff';

/** A run of words: in both texts, only in the version shown ('inserted'), or only in today's ('deleted'). */
export interface DiffPart {
  kind: 'same' | 'inserted' | 'deleted';
  text: string;
}

/** The text a reader sees in a note's HTML, blocks and line breaks kept as line breaks. */
export function noteText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const br of doc.querySelectorAll('br')) br.replaceWith('\n');
  const blocks = [...doc.body.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, pre, blockquote')];
  for (const block of blocks) block.append('\n');
  return doc.body.textContent.replace(/\n{2,}/g, '\n').trim();
}

/**
 * What the version says against today's text, word by word (jsdiff): the words only the version has are
 * 'inserted' (restoring it brings them back), those only today's has are 'deleted' (restoring removes them).
 */
export function diffAgainstToday(today: string, version: string): DiffPart[] {
  return diffWords(today, version).map((change) => ({
    kind: change.added ? 'inserted' : change.removed ? 'deleted' : 'same',
    text: change.value,
  }));
}
