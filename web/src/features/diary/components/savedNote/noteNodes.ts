import { MENTION, NON_TEXT_TAGS, NOTE_HTML_TAGS } from '@baseline/contract/limits';
import { mentionOfElement, type MentionAttributes } from '../../../mentions/mentionForm';
import { isAllowedLink } from '../../state/links';

/**
 * A note's content reduced to what the editor's schema holds (SPEC section 1, the contract's NOTE_HTML_TAGS):
 * only these elements, and of attributes only a link's address, a code block's language and a mention's three.
 */
export type NoteNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: NoteTag; children: NoteNode[] }
  | { kind: 'link'; href: string; children: NoteNode[] }
  | { kind: 'code'; language: string | null; children: NoteNode[] }
  | { kind: 'mention'; mention: MentionAttributes };

/** The schema's elements that carry no attribute: links, code and mentions are read on their own below. */
export type NoteTag = Exclude<(typeof NOTE_HTML_TAGS)[number], 'a' | 'code' | typeof MENTION.tag>;
const WITH_ATTRIBUTES: ReadonlySet<string> = new Set(['a', 'code', MENTION.tag]);
const PLAIN_TAGS: ReadonlySet<string> = new Set(NOTE_HTML_TAGS.filter((tag) => !WITH_ATTRIBUTES.has(tag)));
const isNoteTag = (tag: string): tag is NoteTag => PLAIN_TAGS.has(tag);

/** Dropped with everything in them, as the server does; and the document head DOMParser may make. */
const DROPPED: ReadonlySet<string> = new Set([...NON_TEXT_TAGS, 'head', 'title']);
/** Where the editor keeps no loose whitespace: only text blocks (paragraphs, headings, code) hold text. */
const CONTAINERS = new Set(['body', 'ul', 'ol', 'li', 'blockquote']);
const LANGUAGE_CLASS = /^language-[\w+#.-]+$/;
const WHITESPACE_RUN = /[ \t\n\r\f]+/g;

/**
 * Parses a note's HTML (from the server or a local draft, so possibly tampered with) into NoteNodes the way
 * the editor reads it: unknown elements give up their text, script-like ones vanish, whitespace collapses
 * outside code blocks, `ol` becomes a bullet list as on the server, and a link whose scheme is not allowed
 * keeps an empty address, and a span is a mention (its own text replaced by `@` + its label, as the server
 * does) or gives up its content. DOMParser's document is inert: nothing in it loads or runs.
 */
export function parseNoteHtml(html: string): NoteNode[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return childrenOf(body, false);
}

function childrenOf(parent: Element, inCode: boolean): NoteNode[] {
  const nodes: NoteNode[] = [];
  const container = CONTAINERS.has(parent.localName);
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === child.TEXT_NODE) {
      const raw = child.textContent ?? '';
      const text = inCode ? raw : raw.replace(WHITESPACE_RUN, ' ');
      if (text === '' || (container && text.trim() === '')) continue;
      nodes.push({ kind: 'text', text });
    } else if (child instanceof Element) {
      nodes.push(...nodeOf(child, inCode));
    }
  }
  return nodes;
}

function nodeOf(element: Element, inCode: boolean): NoteNode[] {
  const tag = element.localName === 'ol' ? 'ul' : element.localName;
  if (DROPPED.has(tag)) return [];
  const inPre = inCode || tag === 'pre';
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    return [{ kind: 'link', href: isAllowedLink(href) ? href : '', children: childrenOf(element, inPre) }];
  }
  if (tag === MENTION.tag) {
    const mention = mentionOfElement(element);
    return mention ? [{ kind: 'mention', mention }] : childrenOf(element, inPre);
  }
  if (tag === 'code') {
    const language = Array.from(element.classList).find((name) => LANGUAGE_CLASS.test(name)) ?? null;
    return [{ kind: 'code', language, children: childrenOf(element, inPre) }];
  }
  const children = tag === 'hr' || tag === 'br' ? [] : childrenOf(element, inPre);
  return isNoteTag(tag) ? [{ kind: 'element', tag, children }] : children;
}
