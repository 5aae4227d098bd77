import { MENTION } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { unsafeMarkup } from '../diary/testing/html-allowlist.js';
import { mentionHtml } from './testing/mentions.js';
import { MarkupTooLarge, sanitizeNoteHtml } from '../diary/note-html.js';
import { readNote } from '../diary/note-reading.js';

const sinner = mentionHtml('player', 'S0AG', 'Jannik Sinner');
const rolandGarros = mentionHtml('tournament', '520', 'Roland Garros');
const CHART_ID = '0b6f2c52-7d1e-4c4f-9a43-3c1f7a0e5d11';
const chart = mentionHtml('chart', CHART_ID, 'Sinner v Alcaraz');

describe('the sanitiser and mentions', () => {
  it('hands the editor’s mentions back byte for byte', () => {
    const html = `<p>${sinner} at ${rolandGarros}: ${chart}</p><ul><li><p><strong>${sinner}</strong></p></li></ul>`;
    expect(sanitizeNoteHtml(html)).toBe(html);
  });

  it('keeps exactly the three attributes, in the editor’s order, and `@` + the label as the text', () => {
    expect(
      sanitizeNoteHtml(
        '<span data-label="Jannik Sinner" class="x" data-id="S0AG" onclick="alert(1)" data-kind="player" data-type="mention">Jannik <b>S</b></span>',
      ),
    ).toBe(sinner);
  });

  it.each([
    ['a span that is no mention', '<span style="color:red">red <em>text</em></span>', 'red <em>text</em>'],
    ['an unknown kind', '<span data-kind="coach" data-id="S0AG" data-label="Darren">@Darren</span>', '@Darren'],
    ['a missing kind', '<span data-id="S0AG" data-label="Darren">@Darren</span>', '@Darren'],
    ['an id not of the source’s form', '<span data-kind="player" data-id="S0 AG" data-label="J">@J</span>', '@J'],
    ['a javascript: id', '<span data-kind="player" data-id="javascript:alert(1)" data-label="J">@J</span>', '@J'],
    ['an id too long', `<span data-kind="player" data-id="${'A'.repeat(17)}" data-label="J">@J</span>`, '@J'],
    [
      'a chart’s id of the source’s form',
      '<span data-kind="chart" data-id="S0AG" data-label="A v B">@A v B</span>',
      '@A v B',
    ],
    [
      'a player’s id of a chart’s form',
      `<span data-kind="player" data-id="${CHART_ID}" data-label="J">@J</span>`,
      '@J',
    ],
    ['an empty label', '<span data-kind="player" data-id="S0AG" data-label="">@S0AG</span>', '@S0AG'],
    ['a blank label', '<span data-kind="player" data-id="S0AG" data-label="  ">@S0AG</span>', '@S0AG'],
    [
      'a label too long',
      `<span data-kind="player" data-id="S0AG" data-label="${'x'.repeat(MENTION.labelMaxLength + 1)}">@x</span>`,
      '@x',
    ],
  ])('turns %s into its plain text', (_case, html, text) => {
    expect(sanitizeNoteHtml(`<p>${html}</p>`)).toBe(`<p>${text}</p>`);
  });

  it('leaves the markup around a dropped span or a mention’s content whole', () => {
    expect(sanitizeNoteHtml('<p>a</p><span class="x">b</span><p>c</p><span>d</span>')).toBe('<p>a</p>b<p>c</p>d');
    expect(
      sanitizeNoteHtml('<span data-kind="player" data-id="S0AG" data-label="Jannik Sinner"><em>x</em></span><p>c</p>'),
    ).toBe(`${sinner}<p>c</p>`);
  });

  it('drops whatever a mention holds, other mentions and scripts included, and keeps what follows it', () => {
    const nested = `<span data-kind="player" data-id="S0AG" data-label="Jannik Sinner">${rolandGarros}<img src=x onerror=alert(1)><script>alert(1)</script>tail<br></span> after`;
    expect(sanitizeNoteHtml(`<p>${nested}</p>`)).toBe(`<p>${sinner} after</p>`);
  });

  it('escapes a label that tries to leave its attribute or write markup', () => {
    const clean = sanitizeNoteHtml(
      '<span data-kind="player" data-id="S0AG" data-label="&quot; onmouseover=&quot;alert(1)&quot; x=&quot;<img src=x onerror=alert(1)>">x</span>',
    );
    expect(unsafeMarkup(clean)).toEqual([]);
    expect(clean).toBe(
      '<span data-kind="player" data-id="S0AG" data-label="&quot; onmouseover=&quot;alert(1)&quot; x=&quot;&lt;img src=x onerror=alert(1)&gt;">@" onmouseover="alert(1)" x="&lt;img src=x onerror=alert(1)&gt;</span>',
    );
    expect(sanitizeNoteHtml(clean)).toBe(clean);
  });

  it("escapes a chart's label made of the players' names as typed, and keeps it as text", () => {
    const clean = sanitizeNoteHtml(
      `<span data-kind="chart" data-id="${CHART_ID}" data-label="&lt;/span&gt;&lt;script&gt;alert(1)&lt;/script&gt; v &quot;&gt;&lt;img src=x onerror=alert(1)&gt;">x</span>`,
    );
    expect(unsafeMarkup(clean)).toEqual([]);
    expect(readNote(clean).mentions).toEqual([
      { kind: 'chart', id: CHART_ID, label: '</span><script>alert(1)</script> v "><img src=x onerror=alert(1)>' },
    ]);
    expect(sanitizeNoteHtml(clean)).toBe(clean);
  });

  it('counts a mention’s elements, and those inside it, against the markup limits', () => {
    const limits = { elementsPerTab: 4, nestingDepth: 3 };
    expect(() => sanitizeNoteHtml(`<p>${sinner}${sinner}${sinner}${sinner}</p>`, limits)).toThrow(MarkupTooLarge);
    expect(() =>
      sanitizeNoteHtml('<p><span data-kind="player" data-id="S0AG" data-label="J"><b><i>x</i></b></span></p>', limits),
    ).toThrow(MarkupTooLarge);
    expect(sanitizeNoteHtml(`<p>${sinner}${sinner}</p>`, limits)).toBe(`<p>${sinner}${sinner}</p>`);
  });
});

/** What the save records of a tab's mentions: each (kind, id) once, in the order first mentioned. */
const mentionsIn = (html: string) => readNote(html).mentions.map(({ kind, id }) => ({ kind, id }));

describe("a tab's mentions, as the save reads them", () => {
  it('reads each player and tournament once, in the order first mentioned', () => {
    const html = `<h2>${rolandGarros}</h2><p>${sinner}, then ${sinner} again; <em>${rolandGarros}</em></p>`;
    expect(mentionsIn(html)).toEqual([
      { kind: 'tournament', id: '520' },
      { kind: 'player', id: 'S0AG' },
    ]);
  });

  it('tells a player from a tournament of the same id', () => {
    expect(mentionsIn(`${mentionHtml('player', '520', 'A')}${mentionHtml('tournament', '520', 'B')}`)).toEqual([
      { kind: 'player', id: '520' },
      { kind: 'tournament', id: '520' },
    ]);
  });

  it('finds nothing in text that only reads like a mention, nor in a span that is not one', () => {
    expect(mentionsIn('<p>@Jannik Sinner &lt;span data-kind="player" data-id="S0AG" data-label="J"&gt;</p>')).toEqual(
      [],
    );
    expect(mentionsIn('<span data-kind="coach" data-id="S0AG" data-label="J">@J</span>')).toEqual([]);
    expect(mentionsIn('<span data-kind="player" data-id="S0AG">@J</span>')).toEqual([]);
    expect(mentionsIn('')).toEqual([]);
  });

  it('reads what the sanitiser keeps: a mention nested in another is not one', () => {
    const nested = `<span data-kind="player" data-id="S0AG" data-label="J">${rolandGarros}</span>`;
    expect(mentionsIn(sanitizeNoteHtml(nested))).toEqual([{ kind: 'player', id: 'S0AG' }]);
  });
});
