// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { parseNoteHtml, type NoteNode } from './noteNodes';

const text = (value: string): NoteNode => ({ kind: 'text', text: value });

describe('parseNoteHtml', () => {
  it("reads the editor's own markup as it is", () => {
    expect(parseNoteHtml('<h2>Set 1</h2><p>Deep <strong>returns</strong> and <em>kick</em><br>serves</p><hr>')).toEqual(
      [
        { kind: 'element', tag: 'h2', children: [text('Set 1')] },
        {
          kind: 'element',
          tag: 'p',
          children: [
            text('Deep '),
            { kind: 'element', tag: 'strong', children: [text('returns')] },
            text(' and '),
            { kind: 'element', tag: 'em', children: [text('kick')] },
            { kind: 'element', tag: 'br', children: [] },
            text('serves'),
          ],
        },
        { kind: 'element', tag: 'hr', children: [] },
      ],
    );
  });

  it('keeps lists, quotes and code blocks with their language', () => {
    expect(
      parseNoteHtml(
        '<ul><li><p>a</p></li></ul><blockquote><p>b</p></blockquote><pre><code class="language-ts x">c  d</code></pre>',
      ),
    ).toEqual([
      {
        kind: 'element',
        tag: 'ul',
        children: [{ kind: 'element', tag: 'li', children: [{ kind: 'element', tag: 'p', children: [text('a')] }] }],
      },
      { kind: 'element', tag: 'blockquote', children: [{ kind: 'element', tag: 'p', children: [text('b')] }] },
      { kind: 'element', tag: 'pre', children: [{ kind: 'code', language: 'language-ts', children: [text('c  d')] }] },
    ]);
  });

  it('keeps allowed link addresses and empties the others', () => {
    expect(
      parseNoteHtml('<p><a href="https://a.test" onclick="x()">a</a><a href="java\tscript:alert(1)">b</a></p>'),
    ).toEqual([
      {
        kind: 'element',
        tag: 'p',
        children: [
          { kind: 'link', href: 'https://a.test', children: [text('a')] },
          { kind: 'link', href: '', children: [text('b')] },
        ],
      },
    ]);
  });

  it('drops script-like elements with their content and unwraps unknown ones, keeping their text', () => {
    expect(
      parseNoteHtml(
        '<p>a<script>alert(1)</script><style>p{}</style><span style="x">b</span><img src=x onerror="y()"></p>',
      ),
    ).toEqual([{ kind: 'element', tag: 'p', children: [text('a'), text('b')] }]);
  });

  it('turns a numbered list into a bullet list, as the server does', () => {
    expect(parseNoteHtml('<ol><li><p>a</p></li></ol>')).toEqual([
      {
        kind: 'element',
        tag: 'ul',
        children: [{ kind: 'element', tag: 'li', children: [{ kind: 'element', tag: 'p', children: [text('a')] }] }],
      },
    ]);
  });

  it('collapses whitespace outside code and drops it between blocks', () => {
    expect(parseNoteHtml('<p>a \n  b</p>\n<ul>\n  <li><p>c</p></li>\n</ul>')).toEqual([
      { kind: 'element', tag: 'p', children: [text('a b')] },
      {
        kind: 'element',
        tag: 'ul',
        children: [{ kind: 'element', tag: 'li', children: [{ kind: 'element', tag: 'p', children: [text('c')] }] }],
      },
    ]);
  });

  it('reads an empty note as nothing', () => {
    expect(parseNoteHtml('')).toEqual([]);
  });
});
