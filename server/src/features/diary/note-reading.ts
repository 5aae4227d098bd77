import { MENTION, NON_TEXT_TAGS, type MentionKind } from '@baseline/contract';
import { Parser } from 'htmlparser2';
import { mentionOf, type MentionForm } from './mention-form.js';

/** A tab as read once: its plain text and what it mentions, each once, in the order first mentioned. */
export interface NoteReading {
  text: string;
  mentions: MentionForm[];
}

/**
 * The plain text of a note's sanitised HTML (note-html.ts) and the players, tournaments and charts it mentions,
 * with the name each mention shows. Read with the sanitiser's own parser, in one pass, so a mention counts exactly
 * when the stored note shows one, and a save parses each tab once for its mentions and its search text.
 */
export function readNote(html: string): NoteReading {
  const found = new Map<string, MentionForm>();
  const { text } = textOfNote(html, undefined, Infinity, (name, attributes) => {
    if (name !== MENTION.tag) return;
    const mention = mentionOf(attributes);
    const key = mention && `${mention.kind}:${mention.id}`;
    if (mention && key && !found.has(key)) found.set(key, mention);
  });
  return { text, mentions: [...found.values()] };
}

/** Elements that end a line of text: their text is kept apart from the next element's. */
const BREAKING = new Set(['p', 'br', 'hr', 'li', 'ul', 'ol', 'pre', 'blockquote', 'h1', 'h2', 'h3', 'div']);
/** Markup whose content is never note text (the sanitiser drops it too). */
const SKIPPED: ReadonlySet<string> = new Set(NON_TEXT_TAGS);

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
