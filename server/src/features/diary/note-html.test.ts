import { ALLOWED_LINK_SCHEMES } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { unsafeMarkup } from './testing/html-allowlist.js';
import { TIPTAP_OUTPUT } from './testing/tiptap-output.js';
import { XSS_PAYLOADS } from '../../../test/xss-payloads.js';
import { sanitizeNoteHtml } from './note-html.js';

const link = (href: string) => `<a target="_blank" rel="noopener noreferrer nofollow" href="${href}">x</a>`;

describe('sanitizeNoteHtml', () => {
  it('hands the editor’s own HTML back byte for byte', () => {
    expect(sanitizeNoteHtml(TIPTAP_OUTPUT)).toBe(TIPTAP_OUTPUT);
  });

  it('drops other elements but keeps their text', () => {
    expect(sanitizeNoteHtml('<div><span>Hello</span> <b>world</b> <u>and</u> <s>more</s></div>')).toBe(
      'Hello world and more',
    );
  });

  it('gives every link the new-tab attributes, in the order TipTap writes them', () => {
    expect(sanitizeNoteHtml('<a href="https://ok.example" rel="opener" target="_top" title="t">x</a>')).toBe(
      link('https://ok.example'),
    );
  });

  it.each([
    ...ALLOWED_LINK_SCHEMES.map((scheme) => `${scheme}:somewhere`),
    ...ALLOWED_LINK_SCHEMES.map((scheme) => `${scheme.toUpperCase()}://somewhere`),
    'https://www.atptour.com/en/players/jannik-sinner/s0ag/overview',
    '/main/diary?date=2026-06-05',
    'notes/clay.html',
    '#serve',
    '?tag=clay',
    '//cdn.example/x',
    'www.example.com',
    '',
  ])('keeps the link address %j', (href) => {
    expect(sanitizeNoteHtml(`<a href="${href}">x</a>`)).toBe(link(href));
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,hi',
    'vbscript:x',
    'file:///etc/passwd',
    'ws://socket.example',
    'chrome://settings',
    'about:blank',
    'blob:https://ok.example/1',
    'filesystem:https://ok.example/x',
    'intent://scan#Intent;scheme=zxing;end',
  ])('empties the link address %j', (href) => {
    expect(sanitizeNoteHtml(`<a href="${href}">x</a>`)).toBe(link(''));
  });

  it('turns a pasted numbered list into a bullet list, as the editor shows it', () => {
    expect(sanitizeNoteHtml('<ol start="4" type="a"><li><p>x</p></li></ol>')).toBe('<ul><li><p>x</p></li></ul>');
  });

  it.each(XSS_PAYLOADS)('leaves nothing that could run of %j, and is stable', (payload) => {
    const clean = sanitizeNoteHtml(payload);
    expect(unsafeMarkup(clean)).toEqual([]);
    expect(sanitizeNoteHtml(clean)).toBe(clean);
  });
});

describe('the allowlist check the tests rely on', () => {
  it.each([
    ['<img src="x" onerror="alert(1)">', 'element <img>'],
    ['<p onclick="alert(1)">x</p>', 'attribute onclick on <p>'],
    [link('javascript:alert(1)'), 'href="javascript:alert(1)" on <a>'],
    [link('jav&#x09;ascript:alert(1)'), 'href="jav&#x09;ascript:alert(1)" on <a>'],
    ['<a href="https://ok.example">x</a>', 'a link without the new-tab attributes: <a href="https://ok.example">'],
    ['<p>x</p><!-- y -->', 'markup it cannot read: <!-- y -->'],
    ['<p class=x>y</p>', 'markup it cannot read: <p class=x>y</p>'],
  ])('finds the danger in %j', (html, finding) => {
    expect(unsafeMarkup(html)).toContain(finding);
  });
});
