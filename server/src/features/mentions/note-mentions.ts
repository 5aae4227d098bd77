import { MENTION } from '@baseline/contract';
import { textOfNote } from '../notebook/excerpt.js';
import { mentionOf, type MentionForm } from './mention-form.js';

/** A tab as read once: its plain text and what it mentions, each once, in the order first mentioned. */
export interface NoteReading {
  text: string;
  mentions: MentionForm[];
}

/**
 * The plain text of a note's sanitised HTML (note-html.ts) and the players and tournaments it mentions, with
 * the name each mention shows. Read with the sanitiser's own parser, in one pass, so a mention counts exactly
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
