import { MENTION, NOTEBOOK, type MentionKind } from '@baseline/contract';
import { Parser } from 'htmlparser2';

/** Elements that end a line of text: their text is kept apart from the next element's. */
const BREAKING = new Set(['p', 'br', 'hr', 'li', 'ul', 'ol', 'pre', 'blockquote', 'h1', 'h2', 'h3', 'div']);
/** Markup whose content is never note text (the sanitiser drops it too). */
const SKIPPED = new Set(['script', 'style', 'textarea', 'template', 'noscript', 'iframe']);

export interface MentionTarget {
  kind: MentionKind;
  id: string;
}

/** Thrown from the parser's callbacks to stop it once it has read all the excerpt needs. */
class ReadEnough extends Error {}

/** Told of every element the text is read through, so one reading of a tab can find more than its text. */
export type ElementSeen = (name: string, attributes: Readonly<Record<string, string>>) => void;

/**
 * A tab's text (read by htmlparser2, the sanitiser's own parser: text, never markup, with entities decoded)
 * and where in it the first mention of the target starts, or -1 when the tab does not mention it. With
 * `enough`, reading stops once that many characters follow the mention (or the start, without a target):
 * a long tab costs no more than its excerpt. `onElement` sees each element as it opens.
 */
export function textOfNote(
  html: string,
  target?: MentionTarget,
  enough = Infinity,
  onElement?: ElementSeen,
): { text: string; mentionAt: number } {
  let text = '';
  let mentionAt = -1;
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        onElement?.(name, attributes);
        if (SKIPPED.has(name)) skipping++;
        if (BREAKING.has(name)) text += ' ';
        if (
          mentionAt === -1 &&
          target &&
          name === MENTION.tag &&
          attributes[MENTION.attributes.kind] === target.kind &&
          attributes[MENTION.attributes.id] === target.id
        ) {
          mentionAt = text.length;
        }
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping--;
        if (BREAKING.has(name)) text += ' ';
      },
      ontext(piece) {
        if (skipping > 0) return;
        text += piece;
        if ((mentionAt !== -1 || !target) && text.length - Math.max(mentionAt, 0) > enough) throw new ReadEnough();
      },
    },
    { decodeEntities: true },
  );
  try {
    parser.end(html);
  } catch (error) {
    if (!(error instanceof ReadEnough)) throw error;
  }
  return { text, mentionAt };
}

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
