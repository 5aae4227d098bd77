import {
  IMPORT_MESSAGES,
  type ChartsResponse,
  type ExportFile,
  type ImportPreviewResponse,
  type StoredChart,
} from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { ace, practiceChart, saveChart } from '../charts/testing/charts.js';
import { expectOk, readDay, saveDay, signInSubscriber, tab, type Headers } from '../diary/testing/diary.js';
import { mentionHtml } from '../mentions/testing/mentions.js';
import { exportedDay, exportFile } from './testing/import-files.js';

const CHART = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const OTHER_CHART = '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b';

const send = (t: TestApp, headers: Headers, url: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const preview = (t: TestApp, headers: Headers, body: object) => send(t, headers, '/api/import/preview', body);
const commit = (t: TestApp, headers: Headers, body: object, existing = 'skip') =>
  send(t, headers, `/api/import?existing=${existing}`, body);

/** Issue 34: a JSON export's charts part, read back as the charts' own save would store it. */
describe.each(dialects)('importing charts (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function member() {
    return (await signInSubscriber(t)).headers;
  }
  async function diaryOf(headers: Headers) {
    return expectOk(await t.app.inject({ url: '/api/diary/list', headers })).json<{ entries: unknown[] }>().entries;
  }

  it("imports a file's charts: new ones, and one the member has under its id skipped, replaced or added as chosen", async () => {
    const mine = practiceChart([ace], { note: 'Mine' });
    const theirs = practiceChart([ace, ace], { note: 'From the file' });
    const file = exportFile([exportedDay('2026-04-01')], {
      charts: {
        version: 1,
        items: [
          { id: CHART, chart: theirs, createdAt: 1, updatedAt: 2 },
          { id: OTHER_CHART, chart: practiceChart([], { date: '2026-04-02' }), createdAt: 3, updatedAt: 4 },
        ],
      },
    });
    const notes: Record<string, unknown> = {};
    for (const mode of ['skip', 'replace', 'add']) {
      const headers = await member();
      await saveChart(t, headers, CHART, mine);
      const previewed = expectOk(await preview(t, headers, file)).json<ImportPreviewResponse>();
      expect(previewed.charts).toBe(2);
      const res = await commit(t, headers, file, mode);
      expect(res.json()).toMatchObject({ charts: mode === 'skip' ? 1 : 2 });
      const listed = expectOk(await t.app.inject({ url: '/api/charts', headers })).json<ChartsResponse>();
      notes[mode] = listed.charts.length;
      const stored = expectOk(await t.app.inject({ url: `/api/charts/${CHART}`, headers })).json<StoredChart>();
      notes[`${mode} ${CHART}`] = stored.note;
    }
    expect(notes).toEqual({
      skip: 2,
      [`skip ${CHART}`]: 'Mine',
      replace: 2,
      [`replace ${CHART}`]: 'From the file',
      add: 3,
      [`add ${CHART}`]: 'Mine',
    });
  });

  it('refuses a chart that cannot be stored, naming it, and a newer charts part, writing nothing', async () => {
    const headers = await member();
    const broken = practiceChart([ace, { level: 'full', first: '6f1', second: '' }]);
    const withBroken = exportFile([exportedDay('2026-04-01')], {
      charts: { version: 1, items: [{ id: CHART, chart: broken, createdAt: 1, updatedAt: 2 }] },
    });
    const refused = await commit(t, headers, withBroken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: IMPORT_MESSAGES.chartProblem(
        1,
        'Point 2: The first serve\'s code "6f1", at its end: the code does not say how the point ended: end it with * (winner), # (forced error) or @ (unforced error).',
      ),
    });
    const newer = exportFile([exportedDay('2026-04-01')], { charts: { version: 2, items: [] } });
    expect((await commit(t, headers, newer)).json()).toEqual({ error: IMPORT_MESSAGES.newerChartsVersion(2) });
    expect(await diaryOf(headers)).toEqual([]);
    expect(expectOk(await t.app.inject({ url: '/api/charts', headers })).json()).toEqual({ charts: [] });
  });

  it("keeps a day's mention of a chart the file brings or the member has, and unlinks one of neither", async () => {
    const owner = await member();
    await saveChart(t, owner, CHART, practiceChart([ace]));
    await saveChart(t, owner, OTHER_CHART, practiceChart([ace], { date: '2026-05-01' }));
    const chip = (id: string) => mentionHtml('chart', id, 'Sinner v partner');
    const html = `<p>${chip(CHART)} then ${chip(OTHER_CHART)}</p>`;
    expectOk(await saveDay(t, owner, { date: '2026-05-03', notes: [tab({ title: 'Debrief', content: html })] }));
    const exported = expectOk(await t.app.inject({ url: '/api/export/json', headers: owner })).json<ExportFile>();
    expect(exported.days[0]?.tabs[0]?.mentions).toEqual([
      { kind: 'chart', id: CHART, label: 'Sinner v partner' },
      { kind: 'chart', id: OTHER_CHART, label: 'Sinner v partner' },
    ]);

    // The file without the other chart: its mention names a chart neither the file nor the member has.
    exported.charts = { version: 1, items: (exported.charts?.items ?? []).filter((chart) => chart.id === CHART) };
    const fresh = await signInSubscriber(t);
    const previewed = expectOk(await preview(t, fresh.headers, exported)).json<ImportPreviewResponse>();
    expect(previewed.warnings).toEqual([IMPORT_MESSAGES.unknownMention(1)]);
    expectOk(await commit(t, fresh.headers, exported));
    const day = await readDay(t, fresh.headers, '2026-05-03');
    expect(day.notes[0]?.content).toBe(`<p>${chip(CHART)} then @Sinner v partner</p>`);
    const backlinks = expectOk(await t.app.inject({ url: `/api/notebook/charts/${CHART}`, headers: fresh.headers }));
    expect(backlinks.json()).toMatchObject({ total: 1, days: [{ date: '2026-05-03', tabTitle: 'Debrief' }] });
  });
});
