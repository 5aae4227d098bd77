import {
  MENTION_MESSAGES,
  type ChartInput,
  type MentionSuggestionsResponse,
  type NotebookChartResponse,
} from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock } from '../../../test/clock.js';
import { ace, practiceChart, rolandGarrosFinal, saveChart } from '../charts/testing/charts.js';
import { expectOk, readDay, saveDay, signInSubscriber, tab, type Headers } from '../diary/testing/diary.js';
import { addDemoPlayers, mentionHtml } from './testing/mentions.js';

const NOW = Date.parse('2026-06-20T12:00:00Z');
const FINAL = '0b6f2c52-7d1e-4c4f-9a43-3c1f7a0e5d11';
const PRACTICE = '5d0e8a61-2b7c-4f3e-8d29-6a4b1c9e7f22';
const THEIRS = 'c3a9e1f4-6d2b-4a8c-b7e5-1f0d3c2b4a33';

const final: ChartInput = rolandGarrosFinal([ace], { date: '2026-06-12' });
const practice = practiceChart([ace], {
  date: '2026-05-02',
  players: [
    { name: 'Jannik Sinner', playerId: 'ZS01', hand: 'right' },
    { name: 'Alex de Minaur', playerId: null, hand: 'right' },
  ],
});

describe.each(dialects)('a chart mentioned in the diary (%s)', (dialect) => {
  let t: TestApp;
  let me: { headers: Headers; userId: string };
  let other: { headers: Headers; userId: string };
  const chip = mentionHtml('chart', FINAL, 'Sinner v Alcaraz');

  async function suggestions(q: string, headers: Headers = me.headers) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/mentions/suggestions?q=${encodeURIComponent(q)}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MentionSuggestionsResponse>().suggestions.filter((found) => found.kind === 'chart');
  }
  async function backlinks(chartId: string, headers: Headers = me.headers) {
    const res = await t.app.inject({ method: 'GET', url: `/api/notebook/charts/${chartId}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NotebookChartResponse>();
  }
  const chartRows = (userId: string) =>
    t.database.db
      .selectFrom('diaryMentions')
      .select(['date', 'targetId'])
      .where('userId', '=', userId)
      .where('kind', '=', 'chart')
      .orderBy('date')
      .execute();

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: testClock(NOW).now });
    const mine = await signInSubscriber(t);
    me = { headers: mine.headers, userId: mine.user.id };
    const theirs = await signInSubscriber(t);
    other = { headers: theirs.headers, userId: theirs.user.id };
    // A players table with someone in it: the `@` list does not wait for the demo's season to be read.
    await addDemoPlayers(t, [{ playerId: 'ZS01', firstName: 'Jannik', lastName: 'Sinner' }]);
    await saveChart(t, me.headers, FINAL, final);
    await saveChart(t, me.headers, PRACTICE, practice);
    await saveChart(t, other.headers, THEIRS, { ...final, note: 'Their final.' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it("suggests the member's own charts by a player's or the event's name, newest first, never another's", async () => {
    const finalSuggestion = {
      kind: 'chart',
      id: FINAL,
      label: 'Sinner v Alcaraz',
      detail: 'Roland Garros 2026 · F · 12 Jun 2026',
    };
    expect(await suggestions('sinner')).toEqual([
      finalSuggestion,
      { kind: 'chart', id: PRACTICE, label: 'Sinner v de Minaur', detail: '2 May 2026' },
    ]);
    expect(await suggestions('roland gar')).toEqual([finalSuggestion]);
    expect(await suggestions('minaur')).toEqual([expect.objectContaining({ id: PRACTICE })]);
    expect(await suggestions('alcaraz', other.headers)).toEqual([expect.objectContaining({ id: THEIRS })]);
    expect(await suggestions('federer')).toEqual([]);
  });

  it('records a saved mention of an own chart, and the report lists the tab as a backlink', async () => {
    const content = `<p>Serve plan from ${chip} worked.</p>`;
    expectOk(await saveDay(t, me.headers, { date: '2026-06-13', notes: [tab({ title: 'Debrief', content })] }));
    expect((await readDay(t, me.headers, '2026-06-13')).notes[0]?.content).toBe(content);
    expect(await chartRows(me.userId)).toEqual([{ date: '2026-06-13', targetId: FINAL }]);
    expect(await backlinks(FINAL)).toEqual({
      days: [
        { date: '2026-06-13', tabIndex: 0, tabTitle: 'Debrief', excerpt: 'Serve plan from @Sinner v Alcaraz worked.' },
      ],
      total: 1,
    });
    expect(await backlinks(FINAL, other.headers)).toEqual({ days: [], total: 0 });
  });

  it("refuses a mention of another member's chart or of no chart with a sentence, saving nothing", async () => {
    for (const id of [THEIRS, '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b']) {
      const res = await saveDay(t, me.headers, {
        date: '2026-06-14',
        notes: [tab({ title: 'Scouting', content: `<p>${mentionHtml('chart', id, 'Sinner v Alcaraz')}</p>` })],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MENTION_MESSAGES.unknownTarget('Scouting', 'chart') });
      expect(res.json<{ error: string }>().error).toBe(
        'Tab "Scouting" mentions a chart that is not in your charts. Remove the mention, or type @ and pick the chart again.',
      );
    }
    expect((await readDay(t, me.headers, '2026-06-14')).notes).toEqual([]);
    expect(await chartRows(me.userId)).toEqual([{ date: '2026-06-13', targetId: FINAL }]);
  });

  it('keeps a chart id as the id of a chart, not of a player (the form of a kind is its own)', async () => {
    const content = `<p>${mentionHtml('chart', 'S0AG', 'Not a chart')} and ${mentionHtml('player', FINAL, 'Not a player')}</p>`;
    expectOk(await saveDay(t, me.headers, { date: '2026-06-15', notes: [tab({ content })] }));
    expect((await readDay(t, me.headers, '2026-06-15')).notes[0]?.content).toBe(
      '<p>@Not a chart and @Not a player</p>',
    );
  });

  it("turns a deleted chart's mentions into their text, so the day reads and saves as before, its old version in History", async () => {
    const date = '2026-05-03';
    const content = `<p>${mentionHtml('chart', PRACTICE, 'Sinner v de Minaur')}: <strong>first serve</strong> to the T.</p>`;
    expectOk(await saveDay(t, me.headers, { date, notes: [tab({ content })] }));
    const before = await readDay(t, me.headers, date);
    expect((await backlinks(PRACTICE)).total).toBe(1);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/charts/${PRACTICE}`, headers: me.headers });
    expect(deleted.statusCode).toBe(200);
    const after = await readDay(t, me.headers, date);
    expect(after.notes[0]?.content).toBe('<p>@Sinner v de Minaur: <strong>first serve</strong> to the T.</p>');
    expect(after.version).toBe(before.version + 1);
    // Through the diary's writer: History keeps the day as it was, chip and all.
    const history = await t.app.inject({ method: 'GET', url: `/api/diary/history?date=${date}`, headers: me.headers });
    expect(history.json<{ versions: { version: number }[] }>().versions.map((kept) => kept.version)).toEqual([
      before.version,
    ]);
    expect(await chartRows(me.userId)).toEqual([{ date: '2026-06-13', targetId: FINAL }]);
    expect(await backlinks(PRACTICE)).toEqual({ days: [], total: 0 });
    expect(await suggestions('minaur')).toEqual([]);
    expectOk(await saveDay(t, me.headers, { date, baseVersion: after.version, notes: after.notes }));
  });

  it('answers 400 for a chart id that is not a UUID', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notebook/charts/S0AG', headers: me.headers });
    expect(res.statusCode).toBe(400);
  });
});
