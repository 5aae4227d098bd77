import { IMPORT_MESSAGES, type ImportPreviewResponse } from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, readDay, signInSubscriber, solidPng, type Headers } from '../diary/testing/diary.js';
import { zipOf } from './testing/import-files.js';
import { addDemoPlayers, firstDemoTournament, mentionHtml } from '../mentions/testing/mentions.js';

/** Issue 31: a folder of Obsidian daily notes, its `[[links]]` and `![[embedded images]]` beside them. */
describe.each(dialects)('importing Obsidian daily notes (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  let userId: string;
  let tournament: { id: string; title: string };
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({
      headers,
      user: { id: userId },
    } = await signInSubscriber(t));
    await addDemoPlayers(t, [{ playerId: 'ZS01', firstName: 'Jannik', lastName: 'Sinner' }]);
    tournament = await firstDemoTournament(t, headers);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  function send(url: string, zip: Buffer) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/zip' },
      payload: zip,
    });
  }

  it('makes links to known players and tournaments mentions, others text, and embedded images tab images', async () => {
    const court = await solidPng(12, 8);
    const serve = await solidPng(6, 6, '#1f4e8c');
    const zip = zipOf({
      'Vault/Daily/2026-06-01.md':
        `## Final\nWatched [[Jannik Sinner|Jannik]] win [[${tournament.title}]] with [[Coach Notes]].\n\n` +
        '![[court-diagram.png]]\n\n## Serve\n![[serve.png]]\nWide to [[jannik sinner]].\n\n![[court-diagram.png]]\n',
      'Vault/Daily/court-diagram.png': court,
      'Vault/attachments/serve.png': serve,
    });

    const shown = await send('/api/import/preview', zip);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<ImportPreviewResponse>()).toMatchObject({
      format: 'markdown',
      days: 1,
      tabs: 2,
      images: 2,
      warnings: [IMPORT_MESSAGES.imageLeftOut('2026-06-01', 'Serve', 'court-diagram.png')],
    });

    expectOk(await send('/api/import?existing=skip', zip));
    const day = await readDay(t, headers, '2026-06-01');
    const jannik = mentionHtml('player', 'ZS01', 'Jannik');
    const sinner = mentionHtml('player', 'ZS01', 'Jannik Sinner');
    const event = mentionHtml('tournament', tournament.id, tournament.title);
    expect(day.notes.map(({ title, content, image }) => ({ title, content, image }))).toEqual([
      {
        title: 'Final',
        content: `<p>Watched ${jannik} win ${event} with Coach Notes.</p>`,
        image: `data:image/png;base64,${court.toString('base64')}`,
      },
      {
        title: 'Serve',
        content: `<p>Wide to ${sinner}.</p>`,
        image: `data:image/png;base64,${serve.toString('base64')}`,
      },
    ]);
    const mentions = await t.database.db
      .selectFrom('diaryMentions')
      .select(['kind', 'targetId'])
      .where('userId', '=', userId)
      .orderBy('kind')
      .orderBy('noteId')
      .execute();
    expect(mentions.map(({ kind, targetId }) => `${kind} ${targetId}`).sort()).toEqual([
      'player ZS01',
      'player ZS01',
      `tournament ${tournament.id}`,
    ]);
  });

  it('reports an embedded image the folder does not hold, and imports the day without it', async () => {
    const zip = zipOf({ '2026-06-02.md': 'Warm-up ![[missing.png]] on [[Court 14]].\n' });
    const shown = await send('/api/import/preview', zip);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<ImportPreviewResponse>()).toMatchObject({
      images: 0,
      warnings: [IMPORT_MESSAGES.imageNotFound('2026-06-02', 'missing.png')],
    });
    expectOk(await send('/api/import?existing=skip', zip));
    expect((await readDay(t, headers, '2026-06-02')).notes).toMatchObject([
      { title: '2026-06-02', content: '<p>Warm-up on Court 14.</p>', image: null },
    ]);
  });

  it('refuses notes that link to more names than an import looks up, writing nothing', async () => {
    const names = Array.from({ length: 10_001 }, (_, index) => `[[Page ${index}]]`).join('\n');
    const zip = zipOf({ '2026-06-03.md': names }, { stored: true });
    for (const url of ['/api/import/preview', '/api/import?existing=skip']) {
      const res = await send(url, zip);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: IMPORT_MESSAGES.tooManyWikiLinks });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/diary?date=2026-06-03', headers })).json()).toMatchObject({
      notes: [],
    });
  });
});
