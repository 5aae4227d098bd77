import { MENTION, type MentionKind } from '@baseline/contract';
import { lazyModule } from '../../lib/lazy-module.js';
import { mentionOf } from './mention-form.js';

const loadParser = lazyModule('htmlparser2');

/** What a tab mentions: a player or a tournament of the tennis source. */
export interface MentionTarget {
  kind: MentionKind;
  id: string;
}

/**
 * The players and tournaments a note mentions, each once, in the order first mentioned. Read from the note's
 * sanitised HTML (note-html.ts) with the sanitiser's own parser, so a mention counts exactly when the stored
 * note shows one.
 */
export function mentionsIn(html: string): MentionTarget[] {
  const found = new Map<string, MentionTarget>();
  const { Parser } = loadParser();
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== MENTION.tag) return;
      const mention = mentionOf(attributes);
      if (mention) found.set(`${mention.kind}:${mention.id}`, { kind: mention.kind, id: mention.id });
    },
  });
  parser.write(html);
  parser.end();
  return [...found.values()];
}
