import { MENTION } from '@baseline/contract';
import type TurndownService from 'turndown';
import { lazyModule } from '../../lib/lazy-module.js';
import { mentionOf, type MentionForm } from '../diary/mention-form.js';
import { addEditorShapes, blankBlock } from './editor-shapes.js';

const loadTurndown = lazyModule('turndown');

/*
 * Markdown that an editor shows as text, never as markup, beyond what Turndown escapes: '<' opens raw HTML
 * (Obsidian renders it) and '&' an entity when it looks like one (`&amp;`); at the start of a text a `#` run
 * that would be a heading, and `+`, `1.` or `1)` that would start a list with nothing after them on the line;
 * at its end a `!`, which makes a link or `[[link]]` after it an image; and every `~` (`~~` strikes through).
 * Each is escaped with a backslash, which reads as the character itself.
 */
const MORE_ESCAPES: [RegExp, string][] = [
  [/</g, '\\<'],
  [/&(?=#?[a-z0-9]+;)/gi, '\\&'],
  [/^#(?=#{0,5}(?:[ \t]|$))/, '\\#'],
  [/^\+(?=[ \t]|$)/, '\\+'],
  [/^(\d+)([.)])(?=[ \t]|$)/, '$1\\$2'],
  [/!$/, '\\!'],
  [/(?<!\\)~/g, '\\~'],
];

/** A wiki link's name may not hold the characters that end or split it. */
const WIKI_LINK_BREAKERS = /[[\]|#^\n\r]/g;

/**
 * A mention as a wiki link: Obsidian links `[[Jannik Sinner]]` to the export's players/Jannik Sinner.md. A label
 * of nothing but such characters links by the id, so the link is still one.
 */
export function mentionLink({ id, label }: Pick<MentionForm, 'id' | 'label'>): string {
  const name = label.replace(WIKI_LINK_BREAKERS, ' ').replace(/\s+/g, ' ').trim();
  return `[[${name || id}]]`;
}

/** Plain text (a title, a tag) written into Markdown so that it reads as the same text. */
export function markdownText(text: string): string {
  return converter().escape(text);
}

/** What the rules read of a node (the server's TypeScript has no DOM types). */
interface DomNode {
  nodeName: string;
  nextSibling: unknown;
  hasAttribute(name: string): boolean;
  getAttribute(name: string): string | null;
}
const domNode = (node: unknown) => node as DomNode;

let service: TurndownService | undefined;
/** Where the mention rule lists the mentions it links, while `tabMarkdown` converts a tab. */
let linkedMentions: MentionForm[] | undefined;

function converter(): TurndownService {
  if (service) return service;
  const Turndown = loadTurndown();
  const created: TurndownService = new Turndown({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '_',
    strongDelimiter: '**',
    hr: '---',
    blankReplacement: (content, node) => blankBlock(created, content, node),
  });
  addEditorShapes(created);
  const escapeMarkdown = created.escape.bind(created);
  created.escape = (text: string) =>
    MORE_ESCAPES.reduce(
      (escaped, [pattern, replacement]) => escaped.replace(pattern, replacement),
      escapeMarkdown(text),
    );
  // The editor wraps each item's text in a paragraph: one paragraph makes a tight item, `- text`.
  created.addRule('listItem', {
    filter: 'li',
    replacement: (content, node) => {
      const body = content.replace(/^\n+|\n+$/g, '').replace(/\n(?!\n)/g, '\n  ');
      return `- ${body}${domNode(node).nextSibling ? '\n' : ''}`;
    },
  });
  created.addRule('mention', {
    filter: (node) =>
      domNode(node).nodeName === MENTION.tag.toUpperCase() && domNode(node).hasAttribute(MENTION.attributes.kind),
    replacement: (content, node) => {
      const element = domNode(node);
      const mention = mentionOf({
        [MENTION.attributes.kind]: element.getAttribute(MENTION.attributes.kind) ?? undefined,
        [MENTION.attributes.id]: element.getAttribute(MENTION.attributes.id) ?? undefined,
        [MENTION.attributes.label]: element.getAttribute(MENTION.attributes.label) ?? undefined,
      });
      if (!mention) return content;
      linkedMentions?.push(mention);
      return mentionLink(mention);
    },
  });
  service = created;
  return created;
}

/**
 * A tab's sanitised HTML (diary/note-html.ts: paragraphs, bold, italic, code, headings, quotes, rules, bullet
 * lists, breaks, links, mentions) as Markdown: CommonMark with `**bold**`, `_italic_`, fenced code, `#`
 * headings, `-` bullets, and each mention as a wiki link, `[[Jannik Sinner]]`. Text that looks like markup
 * stays text.
 */
export function htmlToMarkdown(html: string): string {
  return converter().turndown(html);
}

/** A tab as Markdown, with the mentions its `[[links]]` stand for, in the order they stand. */
export interface TabMarkdown {
  markdown: string;
  mentions: MentionForm[];
}

/** A tab's HTML as Markdown, with the mentions its `[[links]]` stand for, in the order they stand. */
export function tabMarkdown(html: string): TabMarkdown {
  const mentions: MentionForm[] = [];
  linkedMentions = mentions;
  try {
    return { markdown: htmlToMarkdown(html), mentions };
  } finally {
    linkedMentions = undefined;
  }
}
