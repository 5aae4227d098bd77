import { DIARY_LIMITS, IMPORT_MESSAGES, type ImportPreviewResponse } from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, readDay, saveDay, signInSubscriber, solidPng, tab, type Headers } from '../diary/testing/diary.js';
import {
  exportedDay,
  exportedImage,
  exportedPlayerNote,
  exportedTab,
  exportFile,
  zipOf,
} from './testing/import-files.js';
import { addDemoPlayers, mentionHtml } from '../mentions/testing/mentions.js';

type Body = string | Buffer | object;

function send(t: TestApp, headers: Headers, url: string, body: Body, type = 'application/json') {
  const payload = Buffer.isBuffer(body) || typeof body === 'string' ? body : JSON.stringify(body);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': type }, payload });
}
const preview = (t: TestApp, headers: Headers, body: Body, type?: string) =>
  send(t, headers, '/api/import/preview', body, type);
const commit = (t: TestApp, headers: Headers, body: Body, existing = 'skip', type?: string) =>
  send(t, headers, `/api/import?existing=${existing}`, body, type);

const sinner = mentionHtml('player', 'ZS01', 'Jannik Sinner');
const stranger = mentionHtml('player', 'QQ99', 'Nobody Known');

describe.each(dialects)('importing (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await addDemoPlayers(t, [{ playerId: 'ZS01', firstName: 'Jannik', lastName: 'Sinner' }]);
  });
  afterAll(async () => {
    await t.close();
  });

  async function member() {
    return (await signInSubscriber(t)).headers;
  }

  /** Every day the member has, with its tabs' titles, text and tags. */
  async function diaryOf(headers: Headers) {
    const list = expectOk(await t.app.inject({ method: 'GET', url: '/api/diary/list', headers })).json<{
      entries: { date: string }[];
    }>();
    return Promise.all(
      list.entries.map(async ({ date }) => ({
        date,
        tabs: (await readDay(t, headers, date)).notes.map(({ title, content, tags }) => ({ title, content, tags })),
      })),
    );
  }

  it('previews what a JSON export holds and which of its days exist', async () => {
    const headers = await member();
    expectOk(await saveDay(t, headers, { date: '2026-03-02', notes: [tab()] }));
    const png = await solidPng(20, 10);
    const file = exportFile(
      [
        exportedDay('2026-03-02'),
        exportedDay('2026-03-01', [
          exportedTab({ image: exportedImage('image/png', png, { width: 20, height: 10 }) }),
          exportedTab({ title: 'Second', html: `<p>${stranger} and ${sinner}</p>` }),
        ]),
      ],
      { templates: [{ kind: 'tab', name: 'Match', body: '<p>x</p>', createdAt: 1, updatedAt: 2 }] },
    );
    const res = await preview(t, headers, file);
    expect(res.statusCode).toBe(200);
    expect(res.json<ImportPreviewResponse>()).toEqual({
      format: 'json',
      days: 2,
      tabs: 3,
      images: 1,
      playerNotes: 0,
      labels: 0,
      templates: 1,
      charts: 0,
      from: '2026-03-01',
      to: '2026-03-02',
      existingDays: ['2026-03-02'],
      existingCount: 1,
      warnings: [IMPORT_MESSAGES.unknownMention(1)],
    });
  });

  it('skips, replaces or adds to existing days, as chosen, and creates the others', async () => {
    const file = exportFile([
      exportedDay('2026-04-01', [exportedTab({ title: 'Imported', tags: ['clay'] })]),
      exportedDay('2026-04-02', [exportedTab({ title: 'New day' })]),
    ]);
    const outcomes: Record<string, unknown> = {};
    for (const mode of ['skip', 'replace', 'add']) {
      const headers = await member();
      expectOk(await saveDay(t, headers, { date: '2026-04-01', notes: [tab({ title: 'Mine' })] }));
      const res = await commit(t, headers, file, mode);
      expect(res.statusCode).toBe(200);
      outcomes[mode] = { result: res.json<unknown>(), diary: await diaryOf(headers) };
    }
    const result = (counts: object) => ({
      message: IMPORT_MESSAGES.imported,
      daysCreated: 1,
      daysReplaced: 0,
      daysAddedTo: 0,
      daysSkipped: 0,
      tabs: 2,
      playerNotes: 0,
      labels: 0,
      templates: 0,
      charts: 0,
      ...counts,
    });
    const mine = { title: 'Mine', content: '<p>Text</p>', tags: [] };
    const imported = { title: 'Imported', content: '<p>Text</p>', tags: ['clay'] };
    const newDay = { date: '2026-04-02', tabs: [{ title: 'New day', content: '<p>Text</p>', tags: [] }] };
    expect(outcomes).toEqual({
      skip: { result: result({ daysSkipped: 1, tabs: 1 }), diary: [{ date: '2026-04-01', tabs: [mine] }, newDay] },
      replace: { result: result({ daysReplaced: 1 }), diary: [{ date: '2026-04-01', tabs: [imported] }, newDay] },
      add: { result: result({ daysAddedTo: 1 }), diary: [{ date: '2026-04-01', tabs: [mine, imported] }, newDay] },
    });
  });

  it('refuses adding tabs past the day’s limit, writing nothing', async () => {
    const headers = await member();
    const full = Array.from({ length: DIARY_LIMITS.tabsPerDay }, (_, index) => tab({ title: `T${index}` }));
    expectOk(await saveDay(t, headers, { date: '2026-05-01', notes: full }));
    const file = exportFile([exportedDay('2026-04-30'), exportedDay('2026-05-01')]);
    const res = await commit(t, headers, file, 'add');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: IMPORT_MESSAGES.tooManyTabs('2026-05-01', DIARY_LIMITS.tabsPerDay + 1) });
    expect((await diaryOf(headers)).map((day) => day.date)).toEqual(['2026-05-01']);
  });

  it('writes nothing when the 50th day is invalid, and leaves other members alone', async () => {
    const headers = await member();
    const other = await member();
    expectOk(await saveDay(t, other, { date: '2025-01-01', notes: [tab({ title: 'Theirs' })] }));
    const days = Array.from({ length: 60 }, (_, index) =>
      exportedDay(
        `2025-01-${String((index % 28) + 1).padStart(2, '0')}`.replace(
          '2025-01',
          `2025-${String(Math.floor(index / 28) + 1).padStart(2, '0')}`,
        ),
      ),
    );
    const bad = days[49];
    if (bad) bad.tabs = [exportedTab({ title: 'x'.repeat(DIARY_LIMITS.titleLength + 1) })];
    const res = await commit(t, headers, exportFile(days), 'replace');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(
      new RegExp(`^The day ${bad?.date} cannot be imported: The title`),
    );
    expect(await diaryOf(headers)).toEqual([]);
    expect(await diaryOf(other)).toEqual([
      { date: '2025-01-01', tabs: [{ title: 'Theirs', content: '<p>Text</p>', tags: [] }] },
    ]);
  });

  it('keeps an image already as the server stores it byte for byte, and re-encodes one that is not', async () => {
    const headers = await member();
    const plain = await solidPng(30, 20);
    const big = await solidPng(1600, 100);
    const file = exportFile([
      exportedDay('2026-06-01', [
        exportedTab({ image: exportedImage('image/png', plain, { width: 30, height: 20 }) }),
        exportedTab({ image: exportedImage('image/png', big, { width: 1600, height: 100 }) }),
      ]),
    ]);
    expectOk(await commit(t, headers, file));
    const [kept, shrunk] = (await readDay(t, headers, '2026-06-01')).notes.map((note) => note.image);
    expect(kept).toBe(`data:image/png;base64,${plain.toString('base64')}`);
    expect(shrunk).not.toBe(`data:image/png;base64,${big.toString('base64')}`);
  });

  it('unlinks a mention of an unknown player, keeping its text, and sanitises imported HTML', async () => {
    const headers = await member();
    const html = `<p>${stranger} ${sinner}<img src=x onerror="alert(1)"><script>alert(2)</script></p>`;
    expectOk(await commit(t, headers, exportFile([exportedDay('2026-07-01', [exportedTab({ html })])])));
    const [note] = (await readDay(t, headers, '2026-07-01')).notes;
    expect(note?.content).toBe(`<p>@Nobody Known ${sinner}</p>`);
  });

  it('drops NUL characters, which PostgreSQL cannot store, from every text of the file', async () => {
    const headers = await member();
    const file = exportFile([exportedDay('2026-07-02', [exportedTab({ title: 'A\u0000B', tags: ['c\u0000d'] })])]);
    expectOk(await commit(t, headers, file));
    const [note] = (await readDay(t, headers, '2026-07-02')).notes;
    expect([note?.title, note?.tags]).toEqual(['AB', ['cd']]);
  });

  it("round-trips each edition's note apart, and puts a note of an older file without a year on the year it was saved", async () => {
    const headers = await member();
    const file = exportFile([], {
      playerNotes: [
        exportedPlayerNote({ tournamentYear: 2025, note: 'Melbourne 2025' }),
        exportedPlayerNote({ tournamentYear: 2026, note: 'Melbourne 2026' }),
        exportedPlayerNote({
          playerId: 'ZS02',
          tournamentYear: null,
          note: 'Saved in January 2024',
          updatedAt: Date.parse('2024-01-20T08:00:00Z'),
        }),
      ],
    });
    expect(expectOk(await commit(t, headers, file)).json()).toMatchObject({ playerNotes: 3 });
    const read = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).json<unknown>();
    expect(await read('/api/player-notes/580/ZS01?year=2025')).toEqual({ note: 'Melbourne 2025' });
    expect(await read('/api/player-notes/580/ZS01?year=2026')).toEqual({ note: 'Melbourne 2026' });
    expect(await read('/api/player-notes/580/ZS02?year=2024')).toEqual({ note: 'Saved in January 2024' });

    const exported = expectOk(await t.app.inject({ method: 'GET', url: '/api/export/json', headers }));
    const notes = exported.json<{ playerNotes: { playerId: string; tournamentYear: number; note: string }[] }>();
    expect(notes.playerNotes.map(({ playerId, tournamentYear, note }) => [playerId, tournamentYear, note])).toEqual([
      ['ZS01', 2025, 'Melbourne 2025'],
      ['ZS01', 2026, 'Melbourne 2026'],
      ['ZS02', 2024, 'Saved in January 2024'],
    ]);
  });

  it('imports player notes, labels merged by name and templates without exact duplicates, counting each', async () => {
    const headers = await member();
    const label = { name: 'Clay', colour: 'red', playerIds: ['ZS01'], createdAt: 5, updatedAt: 6 };
    const template = { kind: 'tab' as const, name: 'Match', body: '<p>Plan</p>', createdAt: 1, updatedAt: 2 };
    const note = exportedPlayerNote();
    const file = exportFile([exportedDay('2026-07-20', [exportedTab(), exportedTab({ title: 'Second' })])], {
      playerNotes: [note],
      labels: [label],
      templates: [template],
    });
    const counts = (res: Awaited<ReturnType<typeof commit>>) => {
      const { message, tabs, playerNotes, labels, templates } = expectOk(res).json<Record<string, unknown>>();
      return { message, tabs, playerNotes, labels, templates };
    };
    expect(counts(await commit(t, headers, file))).toEqual({
      message: IMPORT_MESSAGES.imported,
      tabs: 2,
      playerNotes: 1,
      labels: 1,
      templates: 1,
    });
    expect(counts(await commit(t, headers, file))).toEqual({
      message: IMPORT_MESSAGES.imported,
      tabs: 0,
      playerNotes: 1,
      labels: 1,
      templates: 0,
    });
    const labels = expectOk(await t.app.inject({ method: 'GET', url: '/api/labels', headers })).json<{
      labels: { name: string }[];
      players: unknown[];
    }>();
    expect(labels.labels.map((found) => found.name)).toEqual(['Clay']);
    const templates = expectOk(await t.app.inject({ method: 'GET', url: '/api/templates', headers })).json<{
      templates: { name: string; builtIn?: boolean }[];
    }>();
    expect(templates.templates.filter((found) => found.name === 'Match')).toHaveLength(1);
    const saved = await t.app.inject({ method: 'GET', url: '/api/player-notes/580/ZS01?year=2025', headers });
    expect(saved.json()).toEqual({ note: 'Serves wide.' });
  });

  it('imports a zip of Markdown days: front matter, file-name dates, sections as tabs, images beside them', async () => {
    const headers = await member();
    const png = await solidPng(8, 8);
    const zip = zipOf({
      'diary/2026-08-01.md':
        '---\ndate: 2026-08-01\ntags: [clay, serve]\n---\n## Morning\nHit **hard**.\n\n![p](images/a.png)\n\n## Evening\nRest #recovery\n',
      'diary/images/a.png': png,
      'Obsidian/2026-08-02 Thursday.md': 'Just text <script>alert(1)</script>\n',
      'players/Jannik Sinner.md': '# Notes\n',
    });
    const shown = await preview(t, headers, zip, 'application/zip');
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      format: 'markdown',
      days: 2,
      tabs: 3,
      images: 1,
      warnings: [IMPORT_MESSAGES.skippedUndated(1)],
    });
    expectOk(await commit(t, headers, zip, 'skip', 'application/zip'));
    expect(await diaryOf(headers)).toEqual([
      {
        date: '2026-08-01',
        tabs: [
          { title: 'Morning', content: '<p>Hit <strong>hard</strong>.</p>', tags: ['clay', 'serve'] },
          { title: 'Evening', content: '<p>Rest #recovery</p>', tags: ['clay', 'serve', 'recovery'] },
        ],
      },
      { date: '2026-08-02', tabs: [{ title: '2026-08-02 Thursday', content: '<p>Just text </p>', tags: [] }] },
    ]);
    expect((await readDay(t, headers, '2026-08-01')).notes[0]?.image).toBe(
      `data:image/png;base64,${png.toString('base64')}`,
    );
  });

  describe('refuses hostile or broken files with a clear message, writing nothing', () => {
    const png = Buffer.from('not really');
    const cases: [string, Body, string, string][] = [
      ['malformed JSON', '{"format": "baseline-export", ', 'application/json', IMPORT_MESSAGES.malformedJson],
      ['another format', { format: 'day-one', version: 1 }, 'application/json', IMPORT_MESSAGES.notAnExport],
      ['a newer version', { ...exportFile([]), version: 99 }, 'application/json', IMPORT_MESSAGES.newerVersion(99)],
      ['not UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 'application/json', IMPORT_MESSAGES.notUtf8('The file')],
      [
        'a date that is not real',
        exportFile([exportedDay('2026-02-30')]),
        'application/json',
        IMPORT_MESSAGES.invalidDate('2026-02-30'),
      ],
      [
        'a wrong checksum',
        exportFile([
          exportedDay('2026-01-05', [
            exportedTab({
              image: { ...exportedImage('image/png', png, { width: 1, height: 1 }), sha256: 'a'.repeat(64) },
            }),
          ]),
        ]),
        'application/json',
        IMPORT_MESSAGES.checksum('2026-01-05'),
      ],
      [
        'too many tabs',
        exportFile([
          exportedDay(
            '2026-01-06',
            Array.from({ length: DIARY_LIMITS.tabsPerDay + 1 }, () => exportedTab()),
          ),
        ]),
        'application/json',
        IMPORT_MESSAGES.dayProblem(
          '2026-01-06',
          `A day holds at most ${DIARY_LIMITS.tabsPerDay} tabs; this one has ${DIARY_LIMITS.tabsPerDay + 1}.`,
        ),
      ],
      ['a traversal name', zipOf({ '../../x.md': '# x' }), 'application/zip', IMPORT_MESSAGES.unsafeName('../../x.md')],
      ['an absolute name', zipOf({ '/etc/x.md': '# x' }), 'application/zip', IMPORT_MESSAGES.unsafeName('/etc/x.md')],
      [
        'a backslash name',
        zipOf({ 'a\\..\\x.md': '# x' }),
        'application/zip',
        IMPORT_MESSAGES.unsafeName('a\\..\\x.md'),
      ],
      [
        'a zip bomb',
        zipOf({ '2026-01-01.md': 'a'.repeat(5_000_000) }),
        'application/zip',
        IMPORT_MESSAGES.zipRatio('2026-01-01.md'),
      ],
      [
        'a truncated zip',
        zipOf({ '2026-01-01.md': 'hello' }).subarray(0, 30),
        'application/zip',
        IMPORT_MESSAGES.badZip,
      ],
    ];
    it.each(cases)('%s', async (_name, body, type, message) => {
      const headers = await member();
      for (const res of [await preview(t, headers, body, type), await commit(t, headers, body, 'replace', type)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: message });
      }
      expect(await diaryOf(headers)).toEqual([]);
    });

    it('a file over the limit, from its Content-Length before reading', async () => {
      const headers = await member();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/import/preview',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(2 * 1024 ** 3) },
        payload: '{}',
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: IMPORT_MESSAGES.tooLarge });
    });

    it('a body of another type', async () => {
      const headers = await member();
      const res = await preview(t, headers, 'hello', 'text/plain');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: IMPORT_MESSAGES.unsupportedType });
    });

    it('an unknown choice for existing days', async () => {
      const headers = await member();
      const res = await commit(t, headers, exportFile([exportedDay('2026-01-01')]), 'merge');
      expect(res.statusCode).toBe(400);
    });
  });
});
