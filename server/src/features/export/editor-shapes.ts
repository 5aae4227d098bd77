import type TurndownService from 'turndown';

/** What the rules read of a node (the server's TypeScript has no DOM types). */
interface ShapeNode {
  nodeName: string;
  previousSibling: ShapeNode | null;
  nextSibling: ShapeNode | null;
  parentNode: ShapeNode | null;
  nodeType: number;
  textContent: string;
  getAttribute(name: string): string | null;
}
const shapeNode = (node: unknown) => node as ShapeNode;

const HEADING = /^H([1-6])$/;
const isBreak = (node: ShapeNode | null) => node?.nodeName === 'BR';

/**
 * A line break Markdown can write as one, `  ` at the end of a line: between two pieces of text of a paragraph.
 * A Markdown block drops a break at its start or end, two in a row end the paragraph, and a heading is one line,
 * so every other break is written as the editor's `<br>`, which Markdown keeps as it is.
 */
function lineBreak(node: ShapeNode): string {
  const inHeading = HEADING.test(node.parentNode?.nodeName ?? '');
  const between =
    node.previousSibling && node.nextSibling && !isBreak(node.previousSibling) && !isBreak(node.nextSibling);
  return between && !inHeading ? '  \n' : '<br>';
}

const TEXT_NODE = 3;
const PUNCTUATION = /^[\p{P}\p{S}]$/u;
/** Whether a neighbour of a mark touches it with a character (text, or an element such as a mention). */
const touches = (neighbour: ShapeNode | null, edge: 'start' | 'end') => {
  if (!neighbour || isBreak(neighbour)) return false;
  if (neighbour.nodeType !== TEXT_NODE) return true;
  return !/\s/.test((edge === 'end' ? neighbour.textContent.at(-1) : neighbour.textContent[0]) ?? ' ');
};

/**
 * Bold as `**text**` and italic as `_text_`, unless Markdown would not read the delimiters as such (CommonMark's
 * flanking rules): `_` inside a word, or a delimiter between punctuation inside and a character outside
 * (`**a.**b`, a mention's `]]`). Those are written as the editor's `<strong>`/`<em>`, which Markdown keeps.
 */
function mark(node: ShapeNode, content: string, tag: 'strong' | 'em'): string {
  if (!content.trim()) return '';
  const before = touches(node.previousSibling, 'end');
  const after = touches(node.nextSibling, 'start');
  const punctuationAt = (character: string | undefined) => PUNCTUATION.test(character ?? '');
  const ambiguous =
    (tag === 'em' && (before || after)) ||
    (before && punctuationAt(content[0])) ||
    (after && punctuationAt(content.at(-1)));
  if (ambiguous) return `<${tag}>${content}</${tag}>`;
  const delimiter = tag === 'em' ? '_' : '**';
  return `${delimiter}${content}${delimiter}`;
}

/**
 * What a block the editor writes empty (an empty line, `<p></p>`) is as Markdown: an empty paragraph as HTML
 * (Markdown has no paragraph without text; the paragraph rule writes one holding only a break so too), an empty
 * heading as its `#`s, an empty code block as its fences, a list or quote holding such blocks as its rule would.
 */
export function blankBlock(service: TurndownService, content: string, blank: unknown): string {
  const node = shapeNode(blank);
  const level = HEADING.exec(node.nodeName)?.[1];
  if (node.nodeName === 'P') return '\n\n<p></p>\n\n';
  if (level) return `\n\n${'#'.repeat(Number(level))}\n\n`;
  if (node.nodeName === 'PRE') return '\n\n```\n```\n\n';
  if (!content.trim()) return '\n\n';
  // Turndown chose the blank rule for an element without text; this one holds blocks that are written.
  (blank as { isBlank: boolean }).isBlank = false;
  // Turndown's types name the DOM's HTMLElement: unknown to the server's types (no DOM), needed where the bench
  // compiles this file with the DOM's.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  return service.rules.forNode(blank as never).replacement?.(content, blank as never, service.options) ?? content;
}

/**
 * Turndown's rules for the editor's shapes that plain Markdown would read back otherwise: breaks, empty blocks,
 * a heading ending in `#` (Markdown reads trailing `#`s as closing it: the last is escaped), bold and italic, and a
 * link whose unsafe address the sanitiser emptied (`[text]()`, still a link).
 */
export function addEditorShapes(service: TurndownService): void {
  service.addRule('lineBreak', { filter: 'br', replacement: (_content, node) => lineBreak(shapeNode(node)) });
  service.addRule('paragraph', {
    filter: 'p',
    replacement: (content) => `\n\n${content.trim() === '<br>' ? '<p><br></p>' : content}\n\n`,
  });
  service.addRule('heading', {
    filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    replacement: (content, node) => {
      const level = Number(HEADING.exec(shapeNode(node).nodeName)?.[1]);
      return `\n\n${'#'.repeat(level)} ${content.replace(/(^|[^\\])#$/, '$1\\#')}\n\n`;
    },
  });
  service.addRule('strong', {
    filter: ['strong', 'b'],
    replacement: (content, node) => mark(shapeNode(node), content, 'strong'),
  });
  service.addRule('emphasis', {
    filter: ['em', 'i'],
    replacement: (content, node) => mark(shapeNode(node), content, 'em'),
  });
  service.addRule('emptyLink', {
    filter: (node) => shapeNode(node).nodeName === 'A' && shapeNode(node).getAttribute('href') === '',
    replacement: (content) => `[${content}]()`,
  });
}
