import { NOTEBOOK } from '@baseline/contract';
import { textOfNote, type MentionTarget } from '../diary/note-reading.js';

const SPACES = /\s+/g;

/**
 * A short piece of the tab's text around the target's first mention (`NOTEBOOK.excerptLength` characters,
 * `excerptLead` of them before it), or its start when the tab does not mention it. Cut at word ends, with an
 * ellipsis where text was left out. Plain text: whatever markup the tab held is not in it.
 */
export function excerptOf(html: string, target?: MentionTarget): string {
  // Twice the excerpt's length: white space still to collapse, and a word to finish past its end.
  const { text, mentionAt } = textOfNote(html, target, 2 * NOTEBOOK.excerptLength);
  const before = text.slice(0, Math.max(mentionAt, 0)).replace(SPACES, ' ').trimStart();
  const whole = `${before}${text.slice(Math.max(mentionAt, 0)).replace(SPACES, ' ')}`.trim();
  const { excerptLength, excerptLead } = NOTEBOOK;
  if (whole.length <= excerptLength) return whole;

  let start = Math.max(0, Math.min(before.length - excerptLead, whole.length - excerptLength));
  let end = start + excerptLength;
  // Whole words only: move each cut to the space nearest inside it, unless the word is the whole window.
  if (start > 0) {
    const space = whole.indexOf(' ', start);
    if (space !== -1 && space < before.length) start = space + 1;
  }
  if (end < whole.length) {
    const space = whole.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  return `${start > 0 ? '…' : ''}${whole.slice(start, end).trim()}${end < whole.length ? '…' : ''}`;
}
