import { DIARY_LIMITS } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { TIPTAP_OUTPUT } from './testing/tiptap-output.js';
import { MarkupTooLarge, sanitizeNoteHtml } from './note-html.js';
import { assertSaveHtmlWithinLimit, markupLimitError } from './note-markup.js';

const exceeded = (html: string) => {
  try {
    sanitizeNoteHtml(html);
    return undefined;
  } catch (error) {
    if (error instanceof MarkupTooLarge) return error.exceeded;
    throw error;
  }
};

describe('markup limits while sanitising', () => {
  it.each([
    ['<b> left open', '<b>'.repeat(133_333)],
    ['<b> closed by </i>, which closes nothing', '<b></i>'.repeat(50_000)],
    ['<b> closed inside a script', '<b><script></b></script>'.repeat(20_000)],
    ['<b> behind a self-closed textarea', '<textarea/><b title=">">'.repeat(20_000)],
    ['<svg>, <s>, <u> and <div> left open', ['svg', 's', 'u', 'div'].map((tag) => `<${tag}>`.repeat(30_000)).join('')],
  ])('stops at the nesting limit on %s', (_name, html) => {
    expect(exceeded(html)).toBe('depth');
  });

  it('stops at the element limit, counting every element the parser builds', () => {
    expect(exceeded('<p>x</p>'.repeat(DIARY_LIMITS.elementsPerTab))).toBeUndefined();
    expect(exceeded('<p>x</p>'.repeat(DIARY_LIMITS.elementsPerTab + 1))).toBe('elements');
    expect(exceeded('</p>'.repeat(DIARY_LIMITS.elementsPerTab + 1))).toBe('elements');
    expect(exceeded(`${'<div>'.repeat(DIARY_LIMITS.nestingDepth)}x`)).toBeUndefined();
    expect(exceeded(`${'<div>'.repeat(DIARY_LIMITS.nestingDepth)}<br>`)).toBe('depth');
  });

  it('takes every note the editor writes, at length', () => {
    expect(exceeded(TIPTAP_OUTPUT.repeat(200))).toBeUndefined();
  });

  it('names the tab and the limit in its refusal', () => {
    expect(markupLimitError('elements', 'Scouting').message).toBe(
      'The note in tab "Scouting" has too much formatting: at most 10,000 formatted elements. Split it over two tabs.',
    );
    expect(markupLimitError('depth', 'Scouting').message).toBe(
      'The note in tab "Scouting" nests its formatting too deeply: at most 100 levels, counting elements left open.',
    );
  });

  it('refuses a save holding more HTML over all its tabs than a day may', () => {
    expect(() => {
      assertSaveHtmlWithinLimit(['x'.repeat(2_000_000), 'x'.repeat(2_000_000)]);
    }).not.toThrow();
    expect(() => {
      assertSaveHtmlWithinLimit(['x'.repeat(2_000_000), 'x'.repeat(2_000_001)]);
    }).toThrow(
      'This day holds too much text to save at once: at most 4,000,000 characters of formatted text over all its tabs.',
    );
  });
});
