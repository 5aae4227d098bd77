import { DIARY_LIMITS, IMPORT_LIMITS, IMPORT_MESSAGES } from '@baseline/contract';
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { parse as parseYaml } from 'yaml';
import { HttpError } from '../../lib/http-error.js';
import { yamlNestsDeeperThan } from './nesting.js';
import { takeLeftOutEmbeds, withWikiLinks, type WikiContext, type WikiEnv } from './wiki-links.js';

/** One Markdown file read as a day: its date, tags and tabs, the images it links to by their path in the zip. */
export interface MarkdownDay {
  date: string;
  tags: string[];
  tabs: { title: string; html: string; tags: string[]; imagePath: string | null }[];
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const FILE_DATE = /^(\d{4}-\d{2}-\d{2})(?:\s.*)?\.md$/i;
const SECTION = /^## +(.+)$/m;
/**
 * markdown-it rather than marked: it caps nesting (maxNesting) instead of recursing until the stack runs out,
 * and its work grows with the text's length, where marked's grew with the square of runs such as `*a` and
 * nested lists. Raw HTML passes, as in any Markdown, to the diary's sanitiser.
 */
const markdownIt = withWikiLinks(new MarkdownIt({ html: true }));
/** The new line after each block's tags and line breaks, which the editor's HTML does not have (inside `<pre>` lines stay). */
const BLOCK_END_NEWLINE = /(<\/?(?:p|h[1-6]|ul|ol|li|blockquote|pre|table|thead|tbody|tr)>|<hr>|<br>)\n/g;
/** A fenced block's last line ends in a new line, which the editor's code block does not hold. */
const CODE_BLOCK_END_NEWLINE = /\n(<\/code><\/pre>)/g;
const HASHTAG = /(?:^|\s)#([\p{L}\p{N}_/-]*\p{L}[\p{L}\p{N}_/-]*)/gu;

/**
 * A daily note as our Markdown export, Obsidian or Joplin write it: the date from front matter (`date:` or
 * `created:`) or else the file name (`2025-06-01.md`, `2025-06-01 Something.md`); tags from front matter and
 * Obsidian's `#tags`; each `## Title` section a tab (text before the first one, if any, a tab of its own, titled
 * by the file name); a section's first image, linked relatively or embedded, its tab's image; Obsidian's
 * `[[links]]` as `wiki` finds them (wiki-links.ts). Undefined: the file has no date (our export's player files,
 * say), so it is not a day.
 */
export function readMarkdownDay(path: string, text: string, wiki: WikiContext = {}): MarkdownDay | undefined {
  return readSplitMarkdownDay(path, splitFrontMatter(path, text), wiki);
}

/** A Markdown file's front matter, read as YAML ({} when it has none), and the text after it. */
export function splitFrontMatter(path: string, text: string): { front: Record<string, unknown>; body: string } {
  const matter = FRONT_MATTER.exec(text);
  const front = matter ? frontMatter(matter[1] ?? '', path) : {};
  return { front, body: matter ? text.slice(matter[0].length) : text };
}

/** `readMarkdownDay` of a file whose front matter is already read. */
export function readSplitMarkdownDay(
  path: string,
  { front, body }: { front: Record<string, unknown>; body: string },
  wiki: WikiContext = {},
): MarkdownDay | undefined {
  const fileName = path.slice(path.lastIndexOf('/') + 1);
  const date = dateOf(front.date ?? front.created) ?? FILE_DATE.exec(fileName)?.[1];
  if (!date) return undefined;
  const directory = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
  return {
    date,
    tags: tagsOf(front.tags),
    tabs: boundedSections(path, sections(body, fileName.replace(/\.md$/i, ''))).map((section) =>
      tab(section, { ...wiki, directory }),
    ),
  };
}

function frontMatter(source: string, path: string): Record<string, unknown> {
  if (source.length > IMPORT_LIMITS.frontMatterBytes)
    throw new HttpError(400, IMPORT_MESSAGES.frontMatterTooLarge(path));
  if (yamlNestsDeeperThan(source, IMPORT_LIMITS.nestingDepth)) {
    throw new HttpError(400, IMPORT_MESSAGES.tooDeep(`The front matter of "${path}"`));
  }
  try {
    const value: unknown = parseYaml(source);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    throw new HttpError(400, IMPORT_MESSAGES.dayProblem(path, 'its front matter is not valid YAML.'));
  }
}

/** A front-matter date: YAML may read `2025-06-01` as a Date, or a string with a time after it. */
export function dateOf(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}/.exec(value.trim())?.[0];
  return undefined;
}

function tagsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((tag): tag is string => typeof tag === 'string');
  if (typeof value === 'string') return value.split(/[,\s]+/).filter(Boolean);
  return [];
}

function sections(body: string, fallbackTitle: string): { title: string; markdown: string }[] {
  const parts = body.split(SECTION);
  const found: { title: string; markdown: string }[] = [];
  const lead = parts[0]?.trim() ?? '';
  if (lead) found.push({ title: fallbackTitle, markdown: lead });
  for (let index = 1; index < parts.length; index += 2) {
    found.push({ title: (parts[index] ?? '').trim(), markdown: (parts[index + 1] ?? '').trim() });
  }
  return found;
}

/**
 * The sections, refused before any is parsed when there are more than a day's tabs or one is longer than a tab:
 * the parser's tokens grow with the text, so this bounds what reading one file holds.
 */
export function boundedSections<Section extends { title: string; markdown: string }>(
  path: string,
  found: Section[],
): Section[] {
  if (found.length > DIARY_LIMITS.tabsPerDay) throw new HttpError(400, IMPORT_MESSAGES.tooManySections(path));
  const long = found.find((section) => section.markdown.length > IMPORT_LIMITS.sectionCharacters);
  if (long) throw new HttpError(400, IMPORT_MESSAGES.sectionTooLong(path, long.title.slice(0, 40)));
  return found;
}

function tab(section: { title: string; markdown: string }, env: WikiEnv & { directory: string }) {
  const { directory } = env;
  const tokens = markdownIt.parse(section.markdown, env);
  const link = takeFirstImage(tokens);
  const leftOut = takeLeftOutEmbeds(tokens);
  if (leftOut.length > 0) env.leftOut?.(section.title, leftOut);
  const tags = [...section.markdown.matchAll(HASHTAG)].map((match) => match[1] ?? '');
  const relative = link !== undefined && !/^[a-z]+:/i.test(link) ? decodedPath(link) : undefined;
  const imagePath = relative === undefined ? null : joinPath(directory, relative);
  return { title: section.title, html: renderTokens(tokens, env), tags, imagePath };
}

/** The HTML of the tokens as the editor writes it: a list item's text in a paragraph, even in a tight list. */
function renderTokens(tokens: Token[], env: WikiEnv): string {
  for (const token of tokens)
    if (token.type === 'paragraph_open' || token.type === 'paragraph_close') token.hidden = false;
  return markdownIt.renderer
    .render(tokens, markdownIt.options, env)
    .replace(BLOCK_END_NEWLINE, '$1')
    .replace(CODE_BLOCK_END_NEWLINE, '$1')
    .trim();
}

/** Markdown as a tab's HTML, as a section's text is read but with nothing taken out of it. */
export function markdownHtml(markdown: string, env: WikiEnv): string {
  return renderTokens(markdownIt.parse(markdown, env), env);
}

/**
 * The link of the section's first image, taken out of the tokens (it becomes the tab's image, not part of its
 * text), with the line break after it; a paragraph left empty goes too.
 */
function takeFirstImage(tokens: Token[]): string | undefined {
  for (const [index, token] of tokens.entries()) {
    const children = token.children ?? [];
    const position = children.findIndex((child) => child.type === 'image');
    const image = children[position];
    if (!image) continue;
    const next = children[position + 1];
    children.splice(position, next?.type === 'softbreak' || next?.type === 'hardbreak' ? 2 : 1);
    const first = children[0];
    if (position === 0 && first?.type === 'text') first.content = first.content.trimStart();
    if (children.every((child) => child.type === 'text' && child.content.trim() === '')) {
      const inParagraph = tokens[index - 1]?.type === 'paragraph_open';
      tokens.splice(inParagraph ? index - 1 : index, inParagraph ? 3 : 1);
    }
    return image.attrGet('src') ?? undefined;
  }
  return undefined;
}

/** A link's path as the file system names it; undefined when its escapes are not valid UTF-8. */
function decodedPath(link: string): string | undefined {
  try {
    return decodeURI(link);
  } catch {
    return undefined;
  }
}

/** The path of a relative link from a file in `directory`; one that climbs out of the zip is left unresolved. */
function joinPath(directory: string, link: string): string | null {
  const parts: string[] = [];
  for (const part of `${directory}${link}`.split('/')) {
    if (part === '..') {
      if (parts.pop() === undefined) return null;
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}
