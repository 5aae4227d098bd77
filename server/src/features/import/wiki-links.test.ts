import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.js';
import type { MentionForm } from '../diary/mention-form.js';
import { embedLocator, leftOutWarnings } from './embedded-images.js';
import { readMarkdownDay } from './markdown-day.js';
import { wikiLinkNames, wikiLinkOf, type LeftOutEmbed } from './wiki-links.js';

const mentions = new Map<string, MentionForm>([
  ['jannik sinner', { kind: 'player', id: 'ZS01', label: 'Jannik Sinner' }],
  ['roland garros', { kind: 'tournament', id: '520', label: 'Roland Garros' }],
]);

/** The first tab of a daily note read with these mentions known and these files in the zip. */
function firstTab(markdown: string, files: string[] = [], path = 'Daily/2025-06-01.md') {
  const leftOut: { tab: string; images: LeftOutEmbed[] }[] = [];
  const day = readMarkdownDay(path, markdown, {
    mentions,
    locate: embedLocator(files),
    leftOut: (tab, images) => leftOut.push({ tab, images }),
  });
  return { ...day?.tabs[0], leftOut };
}

describe("Obsidian's links", () => {
  it.each([
    ['Jannik Sinner', { name: 'Jannik Sinner', target: 'Jannik Sinner', alias: undefined }],
    ['Jannik Sinner|Jannik', { name: 'Jannik Sinner', target: 'Jannik Sinner', alias: 'Jannik' }],
    ['Roland Garros#Final|the final', { name: 'Roland Garros', target: 'Roland Garros#Final', alias: 'the final' }],
    ['Training^block1', { name: 'Training', target: 'Training^block1', alias: undefined }],
    ['Jannik Sinner\\|JS', { name: 'Jannik Sinner', target: 'Jannik Sinner', alias: 'JS' }],
  ])('reads [[%s]]', (inner, parts) => {
    expect(wikiLinkOf(inner)).toEqual(parts);
  });

  it('makes a link to a known player or tournament a mention, the alias its label, and others their text', () => {
    const { html } = firstTab(
      'Watched [[jannik sinner]] and [[Roland Garros|RG]] at [[Court Philippe-Chatrier#Seats]], then [[Training|practice]].',
    );
    expect(html).toBe(
      '<p>Watched <span data-kind="player" data-id="ZS01" data-label="Jannik Sinner">@Jannik Sinner</span> and ' +
        '<span data-kind="tournament" data-id="520" data-label="RG">@RG</span> at Court Philippe-Chatrier#Seats, ' +
        'then practice.</p>',
    );
  });

  it('reads a link in a table, its bar escaped', () => {
    const { html } = firstTab('| Player | Note |\n| --- | --- |\n| [[Jannik Sinner\\|JS]] | wide |');
    expect(html).toContain(
      '<td><span data-kind="player" data-id="ZS01" data-label="JS">@JS</span></td>\n<td>wide</td>',
    );
  });

  it('leaves brackets that are no link, and links in code, as they are', () => {
    const { html } = firstTab('[[]] [[a\nb]] [[x]y]] `[[Jannik Sinner]]` \\[[Jannik Sinner]]');
    expect(html).toBe('<p>[[]] [[a\nb]] [[x]y]] <code>[[Jannik Sinner]]</code> [[Jannik Sinner]]</p>');
  });

  it('escapes the text of a link, known or not', () => {
    const { html } = firstTab('[[Jannik Sinner|<b>"Jannik"</b>]] [[<img src=x onerror=alert(1)>]]');
    expect(html).toBe(
      '<p><span data-kind="player" data-id="ZS01" data-label="&lt;b&gt;&quot;Jannik&quot;&lt;/b&gt;">' +
        '@&lt;b&gt;&quot;Jannik&quot;&lt;/b&gt;</span> &lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });

  it('lists the names the notes link to, once each, folded, images and over-long names left out', () => {
    const long = 'x'.repeat(101);
    expect(
      wikiLinkNames(['[[Jannik Sinner]] [[jannik  SINNER|JS]] ![[court.png]]', `[[Roland Garros#Final]] [[${long}]]`]),
    ).toEqual(['jannik sinner', 'roland garros']);
  });

  it('refuses notes that link to more names than an import looks up', () => {
    const text = Array.from({ length: IMPORT_LIMITS.wikiLinkNames + 1 }, (_, index) => `[[Page ${index}]]`).join(' ');
    expect(() => wikiLinkNames([text])).toThrow(new HttpError(400, IMPORT_MESSAGES.tooManyWikiLinks));
  });
});

describe("Obsidian's embedded images", () => {
  it('takes an image beside the note as the tab image', () => {
    const tab = firstTab('## Match\n![[court-diagram.png]]\nWide serve.', ['Daily/court-diagram.png']);
    expect(tab).toMatchObject({ html: '<p>Wide serve.</p>', imagePath: 'Daily/court-diagram.png', leftOut: [] });
  });

  it('finds an image elsewhere in the vault by its path or name, the shortest path first', () => {
    const files = ['Vault/attachments/a/court.png', 'Vault/b/court.png', 'Vault/Daily/2025-06-01.md'];
    expect(firstTab('![[court.png]]', files, 'Vault/Daily/2025-06-01.md').imagePath).toBe('Vault/b/court.png');
    expect(firstTab('![[a/court.png|300]]', files, 'Vault/Daily/2025-06-01.md').imagePath).toBe(
      'Vault/attachments/a/court.png',
    );
  });

  it('reports an embedded image a tab cannot take: a second one, or one not in the zip', () => {
    const tab = firstTab('## Match\n![[one.png]]\n\n![[two.png]]\n\nText ![[gone.png]]', [
      'Daily/one.png',
      'Daily/two.png',
    ]);
    expect(tab).toMatchObject({
      html: '<p>Text</p>',
      imagePath: 'Daily/one.png',
      leftOut: [
        {
          tab: 'Match',
          images: [
            { image: 'two.png', found: true },
            { image: 'gone.png', found: false },
          ],
        },
      ],
    });
  });

  it('names the first left-out images in the preview and counts the rest', () => {
    const images = Array.from({ length: IMPORT_LIMITS.leftOutImagesListed + 2 }, (_, index) => ({
      date: '2025-06-01',
      tab: 'Match',
      image: `${index}.png`,
      found: index > 0,
    }));
    const warnings = leftOutWarnings(images);
    expect(warnings).toHaveLength(IMPORT_LIMITS.leftOutImagesListed + 1);
    expect(warnings.slice(0, 2)).toEqual([
      IMPORT_MESSAGES.imageNotFound('2025-06-01', '0.png'),
      IMPORT_MESSAGES.imageLeftOut('2025-06-01', 'Match', '1.png'),
    ]);
    expect(warnings.at(-1)).toBe(IMPORT_MESSAGES.moreImagesLeftOut(2));
  });
});
