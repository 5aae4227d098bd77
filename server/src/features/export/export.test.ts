import {
  EXPORT_MESSAGES,
  type ExportFile,
  type ExportSummary,
  type PlayerLabel,
  type TournamentListResponse,
} from '@baseline/contract';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock } from '../../../test/clock.js';
import { dataUrl, expectOk, saveDay, signInSubscriber, solidPng, tab, type Headers } from '../diary/testing/diary.js';
import { ace, practiceChart, saveChart, threeSetPoints } from '../charts/testing/charts.js';
import { addDemoPlayers, mentionHtml } from '../mentions/testing/mentions.js';

const NOW = Date.parse('2026-06-01T09:30:00Z');
const ALICE_CHART = '3c5e7a90-1b2d-4f6a-8c9e-0a1b2c3d4e5f';
const sinner = mentionHtml('player', 'ZS01', 'Jannik Sinner');

export function exportOf(t: TestApp, headers: Headers, format: 'json' | 'markdown' | 'summary', query = '') {
  return t.app.inject({ method: 'GET', url: `/api/export/${format}${query}`, headers });
}

describe.each(dialects)('JSON export (%s)', (dialect) => {
  let t: TestApp;
  let alice: { headers: Headers; userId: string };
  let bob: Headers;
  let tournament: { id: string; title: string; year: number };
  let png: Buffer;

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: testClock(NOW).now });
    const signedIn = await signInSubscriber(t);
    alice = { headers: signedIn.headers, userId: signedIn.user.id };
    ({ headers: bob } = await signInSubscriber(t));
    await addDemoPlayers(t, [{ playerId: 'ZS01', firstName: 'Jannik', lastName: 'Sinner' }]);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/atp/tournaments', headers: alice.headers })
    ).json<TournamentListResponse>();
    const first = list[0];
    if (!first) throw new Error('no tournament');
    tournament = { id: first.TournamentId, title: first.TournamentTitle, year: first.TournamentYear };

    png = await solidPng(4, 3);
    const image = dataUrl('image/png', png);
    expectOk(
      await saveDay(t, alice.headers, {
        date: '2026-05-01',
        notes: [
          tab({ title: 'Rome', content: `<p>${sinner} served <strong>well</strong>.</p>`, tags: ['Clay', 'serve'] }),
          tab({
            title: '<script>alert(1)</script>',
            content: '<p>&lt;b&gt;text&lt;/b&gt;</p>',
            image,
            acceptedImageTerms: true,
          }),
        ],
      }),
    );
    expectOk(await saveDay(t, alice.headers, { date: '2026-05-03', notes: [tab({ title: 'Rest' })] }));
    expectOk(await saveDay(t, bob, { date: '2026-05-02', notes: [tab({ title: 'Bob’s day' })] }));
    const notesUrl = `/api/player-notes/${tournament.id}/ZS01`;
    const note = { note: 'Big serve.\n<i>not markup</i>', tournamentYear: tournament.year };
    expectOk(await t.app.inject({ method: 'POST', url: notesUrl, headers: alice.headers, payload: note }));
    expectOk(await t.app.inject({ method: 'POST', url: notesUrl, headers: bob, payload: { note: 'Bob’s note' } }));
    const label = (
      await t.app.inject({
        method: 'POST',
        url: '/api/labels',
        headers: alice.headers,
        payload: { name: 'Injury watch', colour: 'red' },
      })
    ).json<PlayerLabel>();
    const labelled = { labelIds: [label.id] };
    expectOk(
      await t.app.inject({ method: 'PUT', url: '/api/labels/players/ZS01', headers: alice.headers, payload: labelled }),
    );
    const template = { kind: 'note', name: 'Quick', body: 'Serve:\nReturn:' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/templates', headers: alice.headers, payload: template }))
        .statusCode,
    ).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/templates', headers: bob, payload: { ...template, name: 'Bob' } });
    await saveChart(t, alice.headers, ALICE_CHART, practiceChart([ace, { ...ace, note: 'Out wide.' }]));
    await saveChart(t, bob, ALICE_CHART, practiceChart([ace], { note: 'Bob’s chart' }));
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('writes every day, tab, image, player note, label and own template of the member, and nothing of another', async () => {
    const res = await exportOf(t, alice.headers, 'json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="baseline-export-2026-06-01.json"');
    const stored = await t.database.db
      .selectFrom('diaryImages')
      .select(['bytes', 'width', 'height', 'sha256'])
      .where('userId', '=', alice.userId)
      .executeTakeFirstOrThrow();
    const bytes = Buffer.from(stored.bytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(stored.sha256);
    expect(res.json<ExportFile>()).toEqual({
      format: 'baseline-export',
      version: 1,
      exportedAt: '2026-06-01T09:30:00.000Z',
      range: { from: null, to: null },
      days: [
        {
          date: '2026-05-01',
          createdAt: NOW,
          updatedAt: NOW,
          tabs: [
            {
              title: 'Rome',
              html: `<p>${sinner} served <strong>well</strong>.</p>`,
              tags: ['Clay', 'serve'],
              mentions: [{ kind: 'player', id: 'ZS01', label: 'Jannik Sinner' }],
              image: null,
            },
            {
              title: '<script>alert(1)</script>',
              html: '<p>&lt;b&gt;text&lt;/b&gt;</p>',
              tags: [],
              mentions: [],
              image: {
                mime: 'image/png',
                width: 4,
                height: 3,
                sha256: stored.sha256,
                termsAcceptedAt: NOW,
                base64: bytes.toString('base64'),
              },
            },
          ],
        },
        {
          date: '2026-05-03',
          createdAt: NOW,
          updatedAt: NOW,
          tabs: [{ title: 'Rest', html: '<p>Text</p>', tags: [], mentions: [], image: null }],
        },
      ],
      playerNotes: [
        {
          tournamentId: tournament.id,
          playerId: 'ZS01',
          tournamentYear: tournament.year,
          playerName: 'Jannik Sinner',
          tournamentName: tournament.title,
          note: 'Big serve.\n<i>not markup</i>',
          createdAt: NOW,
          updatedAt: NOW,
        },
      ],
      labels: [{ name: 'Injury watch', colour: 'red', playerIds: ['ZS01'], createdAt: NOW, updatedAt: NOW }],
      templates: [{ kind: 'note', name: 'Quick', body: 'Serve:\nReturn:', createdAt: NOW, updatedAt: NOW }],
      charts: {
        version: 1,
        items: [
          {
            id: ALICE_CHART,
            chart: practiceChart([ace, { ...ace, note: 'Out wide.' }]),
            createdAt: NOW,
            updatedAt: NOW,
          },
        ],
      },
    });
  });

  it('keeps to the range for days and charts, and always writes the notes, labels and templates whole', async () => {
    const file = expectOk(
      await exportOf(t, alice.headers, 'json', '?from=2026-05-02&to=2026-05-31'),
    ).json<ExportFile>();
    expect(file.range).toEqual({ from: '2026-05-02', to: '2026-05-31' });
    expect(file.days.map((day) => day.date)).toEqual(['2026-05-03']);
    expect(file.charts?.items.map((chart) => chart.chart.date)).toEqual(['2026-05-02']);
    expect([file.playerNotes.length, file.labels.length, file.templates.length]).toEqual([1, 1, 1]);

    const upTo = expectOk(await exportOf(t, alice.headers, 'json', '?to=2026-05-01')).json<ExportFile>();
    expect(upTo.days.map((day) => day.date)).toEqual(['2026-05-01']);
    // Charts keep to the range by the match's date, as days do.
    expect(upTo.charts).toEqual({ version: 1, items: [] });
    const none = expectOk(await exportOf(t, alice.headers, 'json', '?from=2027-01-01')).json<ExportFile>();
    expect(none.days).toEqual([]);
  });

  it('answers what a range holds, with an estimate of each file’s size', async () => {
    const all = expectOk(await exportOf(t, alice.headers, 'summary')).json<ExportSummary>();
    expect(all).toMatchObject({ days: 2, tabs: 3, images: 1, playerNotes: 1, labels: 1, templates: 1 });
    const json = (await exportOf(t, alice.headers, 'json')).rawPayload.length;
    expect(all.estimatedBytes.json).toBeGreaterThan(json / 2);
    expect(all.estimatedBytes.json).toBeLessThan(json * 2);
    const ranged = expectOk(await exportOf(t, alice.headers, 'summary', '?from=2026-05-02')).json<ExportSummary>();
    expect(ranged).toMatchObject({ days: 1, tabs: 1, images: 0, playerNotes: 1, labels: 1, templates: 1 });
  });

  it("counts a chart-heavy account's charts in each file's size estimate", async () => {
    const charter = await signInSubscriber(t);
    for (const [index, seed] of ['one', 'two', 'three'].entries()) {
      const id = `6f9a3c1e-2b4d-4e8f-9a1b-0c2d3e4f5a${String(index).padStart(2, '0')}`;
      await saveChart(t, charter.headers, id, practiceChart(threeSetPoints(seed)));
    }
    const { estimatedBytes } = expectOk(await exportOf(t, charter.headers, 'summary')).json<ExportSummary>();
    const json = (await exportOf(t, charter.headers, 'json')).rawPayload.length;
    const markdown = (await exportOf(t, charter.headers, 'markdown')).rawPayload.length;
    expect(estimatedBytes.json).toBeGreaterThan(json / 2);
    expect(estimatedBytes.json).toBeLessThan(json * 2);
    expect(estimatedBytes.markdown).toBeGreaterThan(markdown / 2);
    expect(estimatedBytes.markdown).toBeLessThan(markdown * 2);
  });

  it('refuses a date that is not one, and a range that ends before it starts, naming the field', async () => {
    for (const format of ['summary', 'json', 'markdown'] as const) {
      for (const [query, error] of [
        ['?from=2026-02-30', EXPORT_MESSAGES.badDate('from')],
        ['?to=yesterday', EXPORT_MESSAGES.badDate('to')],
        ['?from=2026-05-03&to=2026-05-01', EXPORT_MESSAGES.reversed],
      ] as const) {
        const res = await exportOf(t, alice.headers, format, query);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error });
      }
    }
    expect(EXPORT_MESSAGES.badDate('from')).toBe("'from' must be a date as YYYY-MM-DD, e.g. 2026-05-31.");
  });

  it('gives another member only their own', async () => {
    const file = expectOk(await exportOf(t, bob, 'json')).json<ExportFile>();
    expect(file.days.map((day) => day.tabs.map((tab) => tab.title))).toEqual([['Bob’s day']]);
    expect(file.playerNotes.map((note) => note.note)).toEqual(['Bob’s note']);
    expect(file.labels).toEqual([]);
    expect(file.templates.map((template) => template.name)).toEqual(['Bob']);
  });
});
