import { describe, expect, it } from 'vitest';
import { textOfNote } from '../diary/note-reading.js';
import { excerptOf } from './excerpt.js';

const ada = '<span data-kind="player" data-id="A1" data-label="Ada">@Ada</span>';

describe('a tab’s excerpt', () => {
  it('reads text, never markup, with entities decoded and blocks kept apart', () => {
    expect(
      textOfNote('<h2>Set&nbsp;1</h2><p>a&amp;b<br>c</p><ul><li>x</li><li>y</li></ul>')
        .text.replace(/\s+/g, ' ')
        .trim(),
    ).toBe('Set 1 a&b c x y');
  });

  it('leaves out what scripts and styles hold', () => {
    expect(excerptOf('<p>a<script>alert(1)</script><style>p{}</style> b</p>')).toBe('a b');
  });

  it('finds the mention of the target only', () => {
    const html = `<p>${'word '.repeat(60)}<span data-kind="tournament" data-id="A1">@T</span> ${ada} end</p>`;
    expect(textOfNote(html, { kind: 'player', id: 'A1' }).mentionAt).toBeGreaterThan(300);
    expect(excerptOf(html, { kind: 'player', id: 'A1' })).toMatch(/^…word .* @T @Ada end$/);
    expect(excerptOf(html, { kind: 'player', id: 'B2' })).toMatch(/^word word .*word…$/);
  });

  it('keeps a short tab whole and an empty one empty', () => {
    expect(excerptOf(`<p>  Watch   ${ada} serve </p>`, { kind: 'player', id: 'A1' })).toBe('Watch @Ada serve');
    expect(excerptOf('')).toBe('');
  });

  it('cuts a word longer than the excerpt where it must', () => {
    const excerpt = excerptOf(`<p>${'x'.repeat(500)}</p>`);
    expect(excerpt).toBe(`${'x'.repeat(160)}…`);
  });
});
