import type { TournamentListResponse } from '@baseline/contract';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock } from '../../../test/clock.js';
import { dataUrl, expectOk, saveDay, signInSubscriber, solidPng, tab, type Headers } from '../../../test/diary.js';
import { addDemoPlayers, mentionHtml } from '../../../test/mentions.js';

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

  it('writes a day as front matter and a Markdown section per tab, markup-looking text kept as text', async () => {
    const files = await unzipped();
    expect(strFromU8(files['days/2025/2025-12-31.md'] ?? new Uint8Array())).toBe(
      [
        '---',
        'date: 2025-12-31',
        'tags: ["Clay", "serve"]',
        '---',
        '',
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
  });

  it('writes a player’s notes under the tournament and year', async () => {
    const files = await unzipped();
    expect(strFromU8(files['players/Jannik Sinner.md'] ?? new Uint8Array())).toBe(
      `# Jannik Sinner\n\n## ${tournament.title} ${tournament.year}\n\nBig serve.  \nWeak return.\n`,
    );
    expect(strFromU8(files['players/etc passwd x.md'] ?? new Uint8Array())).toBe(
      `# ../.. /etc:passwd\\<x>\n\n## ${tournament.title} ${tournament.year}\n\n\\<script>alert(1)\\</script>\n`,
    );
  });

  it('keeps to the range for days', async () => {
    const files = await unzipped('?from=2026-01-01');
    expect(Object.keys(files).filter((name) => name.startsWith('days/'))).toEqual(['days/2026/2026-01-02.md']);
  });
});
