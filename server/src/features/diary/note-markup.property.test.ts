import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { MarkupTooLarge, sanitizeNoteHtml, type MarkupLimits } from './note-html.js';

/** What htmlparser2, the parser under sanitize-html, builds: every element, and the most open at once. */
function parsedSize(html: string): { elements: number; depth: number } {
  let elements = 0;
  let open = 0;
  let depth = 0;
  const parser = new Parser({
    onopentag() {
      elements++;
      depth = Math.max(depth, ++open);
    },
    onclosetag() {
      open--;
    },
  });
  parser.write(html);
  parser.end();
  return { elements, depth };
}

const names = [
  'b',
  'i',
  'P',
  'div',
  'svg',
  'br',
  'li',
  'ul',
  'script',
  'textarea',
  'TITLE',
  'xmp',
  'style',
  'img',
  'a',
];
const token = fc.oneof(
  fc.constantFrom(...names).map((name) => `<${name}>`),
  fc.constantFrom(...names).map((name) => `</${name}>`),
  fc.constantFrom(...names).map((name) => `<${name}/>`),
  fc.constantFrom(...names).map((name) => `<${name} title=">">`),
  fc.constantFrom(
    '<!--',
    '-->',
    '<![CDATA[',
    ']]>',
    '<!doctype html>',
    '<?x?>',
    '</ x>',
    '<',
    '>',
    '"',
    "'",
    ' ',
    'text',
  ),
);
const limits: MarkupLimits = { elementsPerTab: 12, nestingDepth: 4 };

describe('markup limits against the parser itself', () => {
  it('refuses exactly the markup whose parse builds more elements or nests deeper than the limits', () => {
    fc.assert(
      fc.property(fc.array(token, { maxLength: 60 }), (tokens) => {
        const html = tokens.join('');
        const { elements, depth } = parsedSize(html);
        const overLimit = elements > limits.elementsPerTab || depth > limits.nestingDepth;
        let refused = false;
        try {
          sanitizeNoteHtml(html, limits);
        } catch (error) {
          if (!(error instanceof MarkupTooLarge)) throw error;
          refused = true;
        }
        expect(refused).toBe(overLimit);
      }),
      { numRuns: 3_000 },
    );
  });
});
