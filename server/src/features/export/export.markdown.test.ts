import { IMPORT_LIMITS, type TournamentListResponse } from '@baseline/contract';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock } from '../../../test/clock.js';
import { dataUrl, expectOk, saveDay, signInSubscriber, solidPng, tab, type Headers } from '../diary/testing/diary.js';
import { exportedPlayerNote } from '../import/testing/import-files.js';
import { addDemoPlayers, mentionHtml } from '../mentions/testing/mentions.js';
import { markerLine } from './baseline-markdown-format.js';
import { dayFiles, playerFileText } from './markdown-files.js';

const NOW = Date.parse('2026-06-01T09:30:00Z');

describe.each(dialects)('Markdown export (%s)', (dialect) => {
  let t: TestApp;
  let alice: Headers;
  let tournament: { id: string; title: string; year: number };
  let png: Buffer;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: testClock(NOW).now });
    ({ headers: alice } = await signInSubscriber(t));
    const { headers: bob } = await signInSubscriber(t);
    await addDemoPlayers(t, [
      { playerId: 'ZS01', firstName: 'Jannik', lastName: 'Sinner' },
      { playerId: 'ZS02', firstName: '../..', lastName: '/etc:passwd<x>' },
      { playerId: 'ZS03', firstName: '', lastName: 'CON' },
    ]);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/atp/tournaments', headers: alice })
    ).json<TournamentListResponse>();
    const first = list[0];
    if (!first) throw new Error('no tournament');
    tournament = { id: first.TournamentId, title: first.TournamentTitle, year: first.TournamentYear };

    png = await solidPng(4, 3);
    const sinner = mentionHtml('player', 'ZS01', 'Jannik Sinner');
    expectOk(
      await saveDay(t, alice, {
        date: '2025-12-31',
        notes: [
          tab({
            title: 'Rome # <img src=x onerror=alert(1)>',
            content: `<h2>Serve</h2><p>${sinner} served <strong>well</strong> &lt;script&gt;alert(1)&lt;/script&gt;</p><ul><li><p>wide</p></li></ul>`,
            tags: ['Clay', 'serve'],
          }),
          tab({
            title: 'Photo',
            content: '<p>Court</p>',
            tags: ['clay'],
            image: dataUrl('image/png', png),
            acceptedImageTerms: true,
          }),
        ],
      }),
    );
    expectOk(await saveDay(t, alice, { date: '2026-01-02', notes: [tab({ title: 'Rest' })] }));
    expectOk(await saveDay(t, bob, { date: '2026-01-01', notes: [tab({ title: 'Bob' })] }));
    for (const [playerId, note] of [
      ['ZS01', 'Big serve.\nWeak return.'],
      ['ZS02', '<script>alert(1)</script>'],
      ['ZS03', 'Device name'],
    ] as const) {
      const url = `/api/player-notes/${tournament.id}/${playerId}`;
      const payload = { note, tournamentYear: tournament.year };
      expectOk(await t.app.inject({ method: 'POST', url, headers: alice, payload }));
    }
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  async function unzipped(query = '') {
    const res = await t.app.inject({ method: 'GET', url: `/api/export/markdown${query}`, headers: alice });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="baseline-export-2026-06-01.zip"');
    return unzipSync(new Uint8Array(res.rawPayload));
  }

  it('writes a file per day with its image beside it and a file per player, with safe names', async () => {
    const files = await unzipped();
    expect(Object.keys(files)).toEqual([
      'days/2025/2025-12-31.md',
      'days/2025/2025-12-31-2.png',
      'days/2026/2026-01-02.md',
      'players/Jannik Sinner.md',
      'players/etc passwd x.md',
      'players/CON_.md',
    ]);
    expect(Buffer.from(files['days/2025/2025-12-31-2.png'] ?? [])).toEqual(
      Buffer.from((await t.database.db.selectFrom('diaryImages').select('bytes').executeTakeFirstOrThrow()).bytes),
    );
  });

  it('writes a day as front matter and a Markdown section per tab, each after its marker, markup-looking text kept as text', async () => {
    const files = await unzipped();
    const sinner = { kind: 'player', id: 'ZS01', label: 'Jannik Sinner' } as const;
    expect(strFromU8(files['days/2025/2025-12-31.md'] ?? new Uint8Array())).toBe(
      [
        '---',
        'baseline: 1',
        'date: 2025-12-31',
        'tags: ["Clay", "serve"]',
        '---',
        '',
        '<!-- baseline:tab {"title":"Rome # \\u003cimg src=x onerror=alert(1)\\u003e","tags":["Clay","serve"],"mentions":[{"kind":"player","id":"ZS01","label":"Jannik Sinner"}],"image":null} -->',
        '## Rome # \\<img src=x onerror=alert(1)>',
        '',
        'Tags: Clay, serve',
        '',
        '## Serve',
        '',
        '[[Jannik Sinner]] served **well** \\<script>alert(1)\\</script>',
        '',
        '- wide',
        '',
        markerLine('tab', { title: 'Photo', tags: ['clay'], mentions: [], image: '2025-12-31-2.png' }),
        '## Photo',
        '',
        'Tags: clay',
        '',
        'Court',
        '',
        '![Photo](2025-12-31-2.png)',
        '',
      ].join('\n'),
    );
    expect(markerLine('tab', { title: 'Rome', tags: [], mentions: [sinner], image: null })).not.toContain('\\u');
  });

  it('writes a player’s notes under the tournament and year, as typed but for what could start HTML', async () => {
    const files = await unzipped();
    const marker = (playerId: string, playerName: string) => ({
      asymmetricMatch: (line: string) => {
        const json = /^<!-- baseline:note (.*) -->$/.exec(line)?.[1];
        if (json === undefined || /[<>-]/.test(json)) return false;
        expect(JSON.parse(json)).toEqual({
          tournamentId: tournament.id,
          tournamentYear: tournament.year,
          tournamentName: expect.any(String) as string,
          playerId,
          playerName,
          createdAt: expect.any(Number) as number,
          updatedAt: expect.any(Number) as number,
        });
        return true;
      },
    });
    const linesOf = (name: string) => strFromU8(files[name] ?? new Uint8Array()).split('\n');
    expect(linesOf('players/Jannik Sinner.md')).toEqual([
      '---',
      'baseline: 1',
      'player: "ZS01"',
      '---',
      '',
      '# Jannik Sinner',
      '',
      marker('ZS01', 'Jannik Sinner'),
      `## ${tournament.title} ${tournament.year}`,
      '',
      'Big serve.',
      'Weak return.',
      '',
    ]);
    expect(linesOf('players/etc passwd x.md')).toEqual([
      '---',
      'baseline: 1',
      'player: "ZS02"',
      '---',
      '',
      '# ../.. /etc:passwd\\<x>',
      '',
      marker('ZS02', '../.. /etc:passwd<x>'),
      `## ${tournament.title} ${tournament.year}`,
      '',
      '\\<script>alert(1)\\</script>',
      '',
    ]);
  });

  it('keeps a day of many long tags within what the import reads, each tab keeping all of its own', async () => {
    const tags = (tab: number) => Array.from({ length: 30 }, (_, index) => `${'é'.repeat(36)}${tab}-${index}`);
    const tabs = Array.from({ length: 50 }, (_, tab) => ({
      title: `Tab ${tab}`,
      html: '<p>Text</p>',
      tags: tags(tab),
      mentions: [],
      image: null,
    }));
    const [file] = await dayFiles({ date: '2026-03-12', createdAt: 1, updatedAt: 2, tabs });
    const text = strFromU8(file?.data ?? new Uint8Array());
    const frontMatter = text.slice(0, text.indexOf('\n---\n', 4));
    expect(Buffer.byteLength(frontMatter)).toBeLessThanOrEqual(IMPORT_LIMITS.frontMatterBytes / 2);
    expect(text).toContain(markerLine('tab', { title: 'Tab 49', tags: tags(49), mentions: [], image: null }));
  });

  it('escapes nothing else in a player note: a line starting "- " is written as typed', () => {
    expect(playerFileText('ZS01', 'Jannik Sinner', [exportedPlayerNote({ note: '- serve wide\n\\ & <b>' })])).toContain(
      '\n\n- serve wide\n\\\\ \\& \\<b>\n',
    );
  });

  it('keeps to the range for days', async () => {
    const files = await unzipped('?from=2026-01-01');
    expect(Object.keys(files).filter((name) => name.startsWith('days/'))).toEqual(['days/2026/2026-01-02.md']);
  });
});
