import { IMPORT_LIMITS, IMPORT_MESSAGES, MENTION, mentionText } from '@baseline/contract';
import escapeHtml from 'escape-html';
import type MarkdownIt from 'markdown-it';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
import type Token from 'markdown-it/lib/token.mjs';
import { foldedWords } from '../../lib/folded-words.js';
import { HttpError } from '../../lib/http-error.js';
import { mentionAttributes, mentionOf, type MentionForm } from '../diary/mention-form.js';

/*
 * Obsidian's own links in a daily note: `[[Name]]`, `[[Name|alias]]`, `[[Name#Heading]]` and embeds,
 * `![[court-diagram.png]]`. A link to a player or tournament this server knows becomes a mention (the alias, if
 * any, as its label); any other link its text. An embedded image is an image of the note like `![](file)`.
 * The names are looked up before the notes are read (`wikiLinkNames`, then the main thread's directory), so a
 * note's HTML is written once, with real mentions, and goes through the sanitiser as any other.
 */

/** What a Markdown file is read with: the mentions the links' names found, where embedded files are. */
export interface WikiContext {
  /** By name key (`wikiNameKey`). */
  mentions?: ReadonlyMap<string, MentionForm>;
  /**
   * A tab of Baseline's own export: the mentions its links stand for, in their order (its marker's), taken one
   * per link as the links are written; names are not looked up.
   */
  linked?: MentionForm[];
  /** The zip path of a file embedded in a note of `directory`, or undefined when the zip does not hold it. */
  locate?: (name: string, directory: string) => string | undefined;
  /** Told of the embedded images a tab leaves out. */
  leftOut?: (tab: string, images: LeftOutEmbed[]) => void;
}

/** The parser's env for a note: the context, and the note's folder, ending in `/` ('' at the zip's root). */
export interface WikiEnv extends WikiContext {
  directory?: string;
}

/** An embedded image left out of its tab: a second image of the tab, or a file the zip does not hold. */
export interface LeftOutEmbed {
  image: string;
  found: boolean;
}

const BANG = 0x21;
const OPEN = 0x5b;
const CLOSE = 0x5d;
const NEWLINE = 0x0a;
const IMAGE_FILE = /\.(?:png|jpe?g|gif|webp|avif|bmp|svg|tiff?|heic)$/i;
const LINK_IN_TEXT = new RegExp(`\\[\\[([^[\\]\\n]{1,${IMPORT_LIMITS.wikiLinkCharacters}})\\]\\]`, 'g');
const WIKI_LINK = 'wiki_link';
const MISSING_EMBED = 'wiki_embed_missing';

/**
 * A link's parts: the page it names (without `#heading` or `^block`), the text it shows. In a table the bar is
 * written `\|`, as a bare one would end the cell.
 */
export function wikiLinkOf(inner: string): { name: string; target: string; alias: string | undefined } {
  const bar = inner.indexOf('|');
  const target = (bar < 0 ? inner : inner.slice(0, bar).replace(/\\$/, '')).trim();
  const alias = bar < 0 ? undefined : inner.slice(bar + 1).trim() || undefined;
  return { name: target.split(/[#^]/)[0]?.trim() ?? '', target, alias };
}

/** How a link's name and a player's or tournament's name are compared: folded words (accents, case). */
export function wikiNameKey(name: string): string {
  return foldedWords(name).join(' ');
}

/**
 * The name keys the notes link to, each once, to be looked up before the notes are read: a superset of the links
 * the parser finds (a link in a code block is counted too). Names longer than a mention's label cannot be a
 * player's or a tournament's; more than IMPORT_LIMITS.wikiLinkNames different ones → 400.
 */
export function wikiLinkNames(texts: Iterable<string>): string[] {
  const keys = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(LINK_IN_TEXT)) {
      const { name } = wikiLinkOf(match[1] ?? '');
      if (name.length > MENTION.labelMaxLength || IMAGE_FILE.test(name)) continue;
      const key = wikiNameKey(name);
      if (key === '') continue;
      keys.add(key);
      if (keys.size > IMPORT_LIMITS.wikiLinkNames) throw new HttpError(400, IMPORT_MESSAGES.tooManyWikiLinks);
    }
  }
  return [...keys];
}

/** Teaches the parser Obsidian's links and embeds (before its own links, which `[` would otherwise start). */
export function withWikiLinks(markdownIt: MarkdownIt): MarkdownIt {
  markdownIt.inline.ruler.before('link', WIKI_LINK, wikiLinkRule);
  markdownIt.renderer.rules[WIKI_LINK] = (tokens, index, _options, env: WikiEnv) => {
    const { name, target, alias } = (tokens[index]?.meta ?? {}) as ReturnType<typeof wikiLinkOf>;
    const found = env.linked ? env.linked.shift() : env.mentions?.get(wikiNameKey(name));
    const mention = found && mentionOf(mentionAttributes({ ...found, label: alias ?? found.label }));
    if (!mention) return escapeHtml(alias ?? target);
    const attributes = Object.entries(mentionAttributes(mention))
      .map(([attribute, value]) => ` ${attribute}="${escapeHtml(value)}"`)
      .join('');
    return `<span${attributes}>${escapeHtml(mentionText(mention.label))}</span>`;
  };
  markdownIt.renderer.rules[MISSING_EMBED] = () => '';
  return markdownIt;
}

function wikiLinkRule(state: StateInline, silent: boolean): boolean {
  const embed = state.src.charCodeAt(state.pos) === BANG;
  const open = state.pos + (embed ? 1 : 0);
  if (state.src.charCodeAt(open) !== OPEN || state.src.charCodeAt(open + 1) !== OPEN) return false;
  const inner = innerText(state, open + 2);
  if (inner === undefined) return false;
  const link = wikiLinkOf(inner);
  if (link.target === '') return false;
  if (!silent) {
    if (embed && IMAGE_FILE.test(link.target)) pushEmbed(state, link.target);
    else state.push(WIKI_LINK, '', 0).meta = link;
  }
  state.pos = open + 2 + inner.length + 2;
  return true;
}

/** The text up to `]]` on the same line, at most IMPORT_LIMITS.wikiLinkCharacters long and without brackets. */
function innerText(state: StateInline, start: number): string | undefined {
  const end = Math.min(state.posMax, start + IMPORT_LIMITS.wikiLinkCharacters);
  for (let at = start; at < end; at += 1) {
    const code = state.src.charCodeAt(at);
    if (code === CLOSE) {
      return at > start && at + 1 < state.posMax && state.src.charCodeAt(at + 1) === CLOSE
        ? state.src.slice(start, at)
        : undefined;
    }
    if (code === OPEN || code === NEWLINE) return undefined;
  }
  return undefined;
}

/**
 * An embedded image as the image of a Markdown link, its path relative to the note (so the tab takes it like
 * `![](file)`); one the zip does not hold leaves a token that shows nothing and is reported.
 */
function pushEmbed(state: StateInline, image: string): void {
  const env = state.env as WikiEnv;
  const directory = env.directory ?? '';
  const path = env.locate?.(image, directory);
  if (path === undefined) {
    state.push(MISSING_EMBED, '', 0).meta = { image };
    return;
  }
  const token = state.push('image', 'img', 0);
  const climb = '../'.repeat(directory.split('/').length - 1);
  token.attrs = [
    ['src', encodeURI(`./${climb}${path}`)],
    ['alt', ''],
  ];
  token.children = [];
  token.meta = { image };
}

/**
 * The embedded images still in the tab once its own image is taken, taken out of its text (a paragraph left
 * empty goes too): each a second image of the tab or a file the zip does not hold.
 */
export function takeLeftOutEmbeds(tokens: Token[]): LeftOutEmbed[] {
  const leftOut: LeftOutEmbed[] = [];
  const emptied: number[] = [];
  for (const [index, token] of tokens.entries()) {
    const children = token.children ?? [];
    const kept = children.filter((child) => {
      const image = (child.meta as { image?: string } | null)?.image;
      if (image === undefined || (child.type !== 'image' && child.type !== MISSING_EMBED)) return true;
      leftOut.push({ image, found: child.type === 'image' });
      return false;
    });
    if (kept.length === children.length) continue;
    token.children = kept;
    tidySpaces(kept);
    const blank = kept.every(
      (child) => child.type.endsWith('break') || (child.type === 'text' && child.content.trim() === ''),
    );
    if (blank && tokens[index - 1]?.type === 'paragraph_open') emptied.push(index - 1);
  }
  for (const start of emptied.reverse()) tokens.splice(start, 3);
  return leftOut;
}

/** The text around a removed image: no space at either end of the paragraph, nor two where it stood. */
function tidySpaces(children: Token[]): void {
  const [first, last] = [children[0], children.at(-1)];
  if (first?.type === 'text') first.content = first.content.trimStart();
  if (last?.type === 'text') last.content = last.content.trimEnd();
  for (const [index, child] of children.entries()) {
    const next = children[index + 1];
    if (child.type === 'text' && next?.type === 'text' && /\s$/.test(child.content)) {
      next.content = next.content.trimStart();
    }
  }
}
