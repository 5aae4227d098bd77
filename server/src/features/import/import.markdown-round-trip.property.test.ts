import { buffer, text } from 'node:stream/consumers';
import {
  EXPORTED_CHARTS_VERSION,
  IMPORT_MESSAGES,
  type ExportedDay,
  type ExportedMention,
  type ExportedPlayerNote,
  type ExportFile,
} from '@baseline/contract';
import { strToU8, zipSync } from 'fflate';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, solidPng } from '../diary/testing/diary.js';
import { editorBlock } from './testing/editor-html-arbitrary.js';
import { exportedChart } from './testing/chart-arbitrary.js';
import { exportedImage, exportFile } from './testing/import-files.js';
import { addDemoPlayers, mentionHtml } from '../mentions/testing/mentions.js';
import { createSubscriber } from '../../../test/security/actors.js';
import { streamJsonExport } from '../export/json-export.js';
import { streamMarkdownExport } from '../export/markdown-export.js';

const PLAYERS = [
  { playerId: 'ZS01', firstName: 'Jannik', lastName: 'Sinner' },
  { playerId: 'ZS02', firstName: 'Carlos', lastName: 'Alcaraz' },
  { playerId: 'ZS03', firstName: 'Marin', lastName: 'Barišić' },
];
const word = fc.stringMatching(/^[a-zé]{1,8}$/);
/** Titles as members type them, with what Markdown or our markers could misread: `#`, `--`, `|`, `]]`, `*`. */
const title = fc
  .array(fc.oneof(word, fc.constantFrom('#', '##', '--', '-->', '|', ']]', '[[x]]', '*a*', 'Sinner:', '2-6')), {
    minLength: 1,
    maxLength: 4,
  })
  .map((parts) => parts.join(' '));
/** A player note as typed: lines that look like Markdown, or like our markers, stay as written. */
const noteText = fc
  .array(
    fc.oneof(
      word,
      fc.constantFrom(
        '- serve wide',
        '# not a heading',
        '  indented',
        '<!-- baseline:note {} -->',
        '```',
        '1. first',
        '\\- kept',
        '',
      ),
    ),
    {
      minLength: 1,
      maxLength: 5,
    },
  )
  .map((lines) => lines.join('\n'))
  .filter((note) => note.trim() !== '');

const mention = fc
  .constantFrom(...PLAYERS)
  .map((player) => mentionHtml('player', player.playerId, `${player.firstName} ${player.lastName}`));
const inline = fc
  .array(
    fc.oneof(
      word,
      word.map((found) => `<strong>${found}</strong>`),
      word.map((found) => `<em>${found}</em>`),
      mention,
    ),
    {
      minLength: 1,
      maxLength: 5,
    },
  )
  .map((parts) => parts.join(' '));
/** A block of a tab as the editor writes it: paragraphs, `##` headings inside a tab, lists, quotes, code, rules. */
const block = fc.oneof(
  inline.map((content) => `<p>${content}</p>`),
  inline.map((content) => `<h2>${content}</h2>`),
  fc
    .array(inline, { minLength: 1, maxLength: 3 })
    .map((items) => `<ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`),
  inline.map((content) => `<blockquote><p>${content}</p></blockquote>`),
  fc
    .tuple(word, word)
    .map(([a, b]) => `<p>${a}<br>${b} <code>${a}</code> <a href="https://example.com/${b}">${a}</a></p>`),
  word.map((found) => `<pre><code>${found}\n- ${found}</code></pre>`),
  fc.constant('<hr>'),
);

function accountFile(images: Buffer[]) {
  const tab = fc.record({
    title,
    html: fc
      .array(fc.oneof(block, editorBlock(mention)), { minLength: 0, maxLength: 4 })
      .map((blocks) => blocks.join('')),
    tags: fc.uniqueArray(word, { maxLength: 3 }),
    mentions: fc.constant<ExportedMention[]>([]),
    image: fc.option(
      fc
        .nat({ max: images.length - 1 })
        .map((index) => exportedImage('image/png', images[index] as Buffer, { width: 10 + index, height: 10 })),
      { nil: null },
    ),
  });
  const day = fc.record({
    date: fc.date({ min: new Date('2020-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }),
    tabs: fc.array(tab, { minLength: 1, maxLength: 4 }),
  });
  const playerNote = fc.record({
    tournamentId: fc.constantFrom('580', '520'),
    playerId: fc.constantFrom('ZS01', 'ZS02', 'ZS03'),
    tournamentYear: fc.integer({ min: 2019, max: 2026 }),
    playerName: fc.constant(''),
    tournamentName: fc.constant(''),
    note: noteText,
    createdAt: fc.constant(1_000),
    updatedAt: fc.integer({ min: 1_000, max: 2_000 }),
  });
  return fc
    .record({
      days: fc.uniqueArray(day, {
        minLength: 1,
        maxLength: 4,
        selector: (found) => found.date.toISOString().slice(0, 10),
      }),
      playerNotes: fc.uniqueArray(playerNote, {
        maxLength: 4,
        selector: (note) => `${note.tournamentId}/${note.playerId}/${note.tournamentYear}`,
      }),
      charts: fc.uniqueArray(exportedChart(fc.uuid()), { maxLength: 3, selector: (chart) => chart.id }),
    })
    .map(({ days, playerNotes, charts }) =>
      exportFile(
        days.map((found): ExportedDay => ({
          date: found.date.toISOString().slice(0, 10),
          createdAt: 1_000,
          updatedAt: 2_000,
          tabs: found.tabs,
        })),
        { playerNotes, charts: { version: EXPORTED_CHARTS_VERSION, items: charts } },
      ),
    );
}

/**
 * A tab's HTML as Markdown can hold it, what the import README lists as lost: two lists one right after the other
 * are one list in Markdown, and a link's address comes back percent-encoded (the same address).
 */
const markdownForm = (html: string) =>
  html
    .replaceAll('</ul><ul>', '')
    .replace(/href="([^"]*)"/g, (_link, address: string) => `href="${decodeURI(address)}"`);

/**
 * What the Markdown export keeps of an account: all but the days' and notes' times, and the names the search index
 * gave; the charts whole (their ids and times too).
 */
function kept(file: ExportFile) {
  return {
    days: file.days.map((day) => ({
      date: day.date,
      tabs: day.tabs.map((tab) => ({ ...tab, html: markdownForm(tab.html), image: tab.image && tab.image.sha256 })),
    })),
    playerNotes: file.playerNotes
      .map((note: ExportedPlayerNote) => ({
        tournamentId: note.tournamentId,
        playerId: note.playerId,
        tournamentYear: note.tournamentYear,
        note: note.note,
      }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    charts: file.charts,
  };
}

/** Seeds that failed while the reader was written, each a tab's HTML: its list, line break and code block. */
const FOUND_WHILE_WRITING = [
  '<ul><li><p><span data-kind="player" data-id="ZS01" data-label="Jannik Sinner">@Jannik Sinner</span></p></li></ul>',
  '<p>a<br>é <code>a</code> <a href="https://example.com/é">a</a></p>',
  '<pre><code>a\n- a</code></pre>',
  '<pre><code>&lt;!-- baseline:tab {"title":"x","tags":[],"mentions":[],"image":null} --&gt;\nb</code></pre><p>c</p>',
];
/** Editor HTML that came back otherwise before the export wrote it as the editor's (editor-shapes.ts, escapes). */
const FOUND_WITH_EDITOR_SHAPES = [
  '<p>a<br></p>',
  '<h2>a<br></h2>',
  '<p>a<br><br>b</p>',
  '<p><br></p>',
  '<p>a</p><p></p><p>b</p>',
  '<p></p>',
  '<h2></h2><pre><code></code></pre>',
  '<ul><li><p></p></li></ul><blockquote><p></p></blockquote>',
  '<h2>a #</h2><h3>#</h3><h4>b ##</h4>',
  '<p>1) a</p><p>1.</p><p>+</p><p>#</p><p>## a</p><p>a<br>1) b</p>',
  '<p>&amp;amp; &amp;#1; a\\b *c* _d_ `e` [f] &lt;g&gt;</p>',
  '<p>a<em>b</em>c <strong>d.</strong>e <strong><span data-kind="player" data-id="ZS01" data-label="Jannik Sinner">@Jannik Sinner</span></strong>f</p>',
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="">gone</a></p>',
  '<p>!<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a">a</a> !<span data-kind="player" data-id="ZS01" data-label="Jannik Sinner">@Jannik Sinner</span></p>',
  '<p>a ~~~b~~ <em>~~~</em></p>',
];
const oneTab = (html: string) =>
  exportFile([
    {
      date: '2020-01-01',
      createdAt: 1_000,
      updatedAt: 2_000,
      tabs: [{ title: '#', html, tags: [], mentions: [], image: null }],
    },
  ]);

describe.each(dialects)('the Markdown export round trip (%s)', (dialect) => {
  let t: TestApp;
  let images: Buffer[];
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await addDemoPlayers(t, PLAYERS);
    images = await Promise.all([0, 1].map((index) => solidPng(10 + index, 10, `#${index}0a0b0`)));
  });
  afterAll(async () => {
    await t.close();
  });

  async function importInto(
    userHeaders: Record<string, string> | undefined,
    contentType: string,
    payload: Buffer | string,
  ) {
    const { headers, user } = userHeaders ? { headers: userHeaders, user: undefined } : await createSubscriber(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import?existing=skip',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    return { res, userId: user?.id ?? '' };
  }

  const range = { from: null, to: null };
  const jsonOf = async (userId: string) =>
    JSON.parse(await text(streamJsonExport(t.database.db, userId, range, Date.now()))) as ExportFile;

  /** An account made from a random file, exported to Markdown, imported into an empty account: the same notes. */
  const roundTrip = () =>
    fc.asyncProperty(accountFile(images), async (file) => {
      const source = await importInto(undefined, 'application/json', JSON.stringify(file));
      expectOk(source.res);
      const zip = await buffer(streamMarkdownExport(t.database.db, source.userId, range, Date.now()));
      const copy = await importInto(undefined, 'application/zip', zip);
      expectOk(copy.res);
      expect(kept(await jsonOf(copy.userId))).toEqual(kept(await jsonOf(source.userId)));
    });

  it('previews its own export as what was exported: a heading inside a tab stays in it, player files are notes', async () => {
    const file = exportFile(
      [
        {
          date: '2026-03-12',
          createdAt: 1_000,
          updatedAt: 2_000,
          tabs: [
            {
              title: 'Match',
              html: '<h2>Serve</h2><p>Wide.</p><h2>Return</h2><p>Deep.</p>',
              tags: ['hard'],
              mentions: [],
              image: null,
            },
            { title: 'Plan', html: '<p>Rest.</p>', tags: [], mentions: [], image: null },
          ],
        },
      ],
      {
        playerNotes: [
          {
            tournamentId: '580',
            playerId: 'ZS01',
            tournamentYear: 2026,
            playerName: '',
            tournamentName: '',
            note: '- serve wide',
            createdAt: 1_000,
            updatedAt: 1_000,
          },
          {
            tournamentId: '580',
            playerId: 'ZS01',
            tournamentYear: 2025,
            playerName: '',
            tournamentName: '',
            note: 'Last year.',
            createdAt: 1_000,
            updatedAt: 1_000,
          },
        ],
      },
    );
    const source = await importInto(undefined, 'application/json', JSON.stringify(file));
    expectOk(source.res);
    const zip = await buffer(streamMarkdownExport(t.database.db, source.userId, range, Date.now()));
    const { headers } = await createSubscriber(t);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/import/preview',
      headers: { ...headers, 'content-type': 'application/zip' },
      payload: zip,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      format: 'markdown',
      days: 1,
      tabs: 2,
      images: 0,
      playerNotes: 2,
      warnings: [],
    });
  });

  it('reads a crafted file of ours as the JSON import would: NUL in a marker dropped, a marker nested deep refused', async () => {
    const dayFile = (marker: string) =>
      `---\nbaseline: 1\ndate: 2026-03-12\ntags: []\n---\n\n<!-- baseline:tab ${marker} -->\n## a\n\nText\n`;
    const zipOf = (marker: string) => Buffer.from(zipSync({ 'days/2026/2026-03-12.md': strToU8(dayFile(marker)) }));
    const { headers } = await createSubscriber(t);
    const post = (payload: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/import?existing=skip',
        headers: { ...headers, 'content-type': 'application/zip' },
        payload,
      });

    const deep = await post(
      zipOf(`{"title":"a","tags":${'['.repeat(100)}${']'.repeat(100)},"mentions":[],"image":null}`),
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({
      error: IMPORT_MESSAGES.tooDeep('A Baseline marker in "days/2026/2026-03-12.md"'),
    });

    expectOk(await post(zipOf('{"title":"a\\u0000b","tags":["c\\u0000d"],"mentions":[],"image":null}')));
    const day = await t.app.inject({ method: 'GET', url: '/api/diary?date=2026-03-12', headers });
    expect(day.json()).toMatchObject({ notes: [{ title: 'ab', tags: ['cd'], content: '<p>Text</p>' }] });
  });

  it(
    'imports its own Markdown export back with every day, tab, tag, mention, image, player note and chart',
    { timeout: 120_000 },
    async () => {
      const examples = [...FOUND_WHILE_WRITING, ...FOUND_WITH_EDITOR_SHAPES].map((html): [ExportFile] => [
        oneTab(html),
      ]);
      // The examples count in numRuns: 12 random accounts after them.
      await fc.assert(roundTrip(), { numRuns: examples.length + 12, examples });
    },
  );
});
