import {
  ALLOWED_LINK_SCHEMES,
  DIARY_LIMITS,
  MENTION,
  mentionText,
  NON_TEXT_TAGS,
  NOTE_HTML_TAGS,
  NOTE_LINK_REL,
  NOTE_LINK_TARGET,
} from '@baseline/contract';
import type sanitizeHtml from 'sanitize-html';
import { lazyModule } from '../../lib/lazy-module.js';
import { mentionAttributes, mentionOf } from './mention-form.js';

const loadSanitizer = lazyModule('sanitize-html');

/** Characters browsers skip inside or around a URL's scheme, and that could hide one from a plain test. */
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u205f\u3000\ufeff]/g;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const allowedSchemes = new Set<string>(ALLOWED_LINK_SCHEMES);

/**
 * The link's address if it is relative or uses an allowed scheme (SPEC section 5), else '' (the editor
 * shows such a link with an empty address). The scheme is read after removing everything a browser would
 * ignore, so `JaVa&#x09;Script:` or `java<!-- -->script:` is seen for what it is.
 */
export function safeLinkHref(href: string): string {
  const scheme = SCHEME.exec(href.replace(IGNORED_IN_URL, '').replace(HTML_COMMENT, ''))?.[1];
  return scheme === undefined || allowedSchemes.has(scheme.toLowerCase()) ? href : '';
}

// @types/sanitize-html lags the library: it lacks allowedEmptyAttributes, which keeps `href=""`, and the
// parser's own open and close callbacks.
type Options = sanitizeHtml.IOptions & {
  allowedEmptyAttributes: string[];
  onOpenTag?: (name: string) => void;
  onCloseTag?: (name: string) => void;
};

const OPTIONS: Options = {
  allowedTags: [...NOTE_HTML_TAGS],
  allowedAttributes: { a: ['target', 'rel', 'href'], code: ['class'], span: Object.values(MENTION.attributes) },
  // TipTap marks a code block's language as `language-<name>`; no other class means anything here.
  allowedClasses: { code: ['language-*'] },
  // A second guard behind safeLinkHref: sanitize-html drops any href whose scheme is not listed.
  allowedSchemes: [...ALLOWED_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowedEmptyAttributes: ['href'],
  nonTextTags: [...NON_TEXT_TAGS],
  parseStyleAttributes: false,
  transformTags: {
    // The attributes in the order TipTap writes them, so the editor's own output comes back unchanged.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { target: NOTE_LINK_TARGET, rel: NOTE_LINK_REL, href: safeLinkHref(attribs.href ?? '') },
    }),
    // A pasted numbered list stays a list, as the editor would show it: with bullets.
    ol: 'ul',
  },
};

/** The note's markup builds more elements, or nests them deeper, than a note may (DIARY_LIMITS). */
export class MarkupTooLarge extends Error {
  constructor(readonly exceeded: 'elements' | 'depth') {
    super(`The note's markup exceeds its limit of ${exceeded}.`);
    this.name = 'MarkupTooLarge';
  }
}

export interface MarkupLimits {
  elementsPerTab: number;
  nestingDepth: number;
}

/**
 * A note's HTML reduced to what the editor writes: every other element is dropped (keeping its text, except
 * for script-like ones), every other attribute removed, and links made safe. Throws MarkupTooLarge as soon
 * as the parser has built more elements, or holds more open at once, than the limits allow: the parser's
 * work grows with the square of the elements left open (`<b>` repeated, never closed, took seconds), so it is
 * stopped there, having done a bounded amount of work. The counts are the parser's own, so no trick of
 * markup (quotes, raw text, self-closing syntax) can make them differ from what it builds.
 *
 * A span is kept only as a mention (MENTION in the contract): its three attributes in the editor's order and
 * `@` + its label as its only content, whatever it held (elements in it, other mentions too, are dropped with
 * their text). Any other span is unwrapped: what it holds stays, the span goes.
 */
export function sanitizeNoteHtml(html: string, limits: MarkupLimits = DIARY_LIMITS): string {
  let elements = 0;
  let open = 0;
  /** How many elements were open, the mention included, when the mention being read opened. */
  let mentionDepth: number | undefined;
  const counted: Options = {
    ...OPTIONS,
    onOpenTag() {
      if (++elements > limits.elementsPerTab) throw new MarkupTooLarge('elements');
      if (++open > limits.nestingDepth) throw new MarkupTooLarge('depth');
    },
    onCloseTag() {
      if (--open < (mentionDepth ?? 0)) mentionDepth = undefined;
    },
    transformTags: {
      ...OPTIONS.transformTags,
      span: (tagName, attribs) => {
        const mention = mentionDepth === undefined ? mentionOf(attribs) : undefined;
        if (!mention) return { tagName, attribs: {} };
        mentionDepth = open;
        return { tagName, attribs: mentionAttributes(mention), text: mentionText(mention.label) };
      },
    },
    // Called as an element closes, after onCloseTag: one still inside a mention goes with all it holds (its
    // text was never written: the mention's own took its place), a span without attributes leaves its content.
    // (Renaming such elements to a disallowed tag instead would leave sanitize-html writing later closing
    // tags under that name.)
    exclusiveFilter: (frame) => {
      if (mentionDepth !== undefined && open >= mentionDepth) return true;
      return frame.tag === MENTION.tag && Object.keys(frame.attribs).length === 0 ? 'excludeTag' : false;
    },
  };
  // sanitize-html closes void elements XHTML-style; TipTap writes `<br>` and `<hr>`. They carry no
  // attributes here, and text never holds a raw `<`, so the literal strings can only be those tags.
  return loadSanitizer()(html, counted).replaceAll('<br />', '<br>').replaceAll('<hr />', '<hr>');
}
