import { IMPORT_MESSAGES, type ChartInput, type ChartsResponse, type StoredChart } from '@baseline/contract';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { ace, finalChart, practiceChart, saveChart, threeSetPoints } from '../charts/testing/charts.js';
import { expectOk, saveDay, signInSubscriber, tab, type Headers } from '../diary/testing/diary.js';

const FULL = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const QUICK = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const FULL_FILE = 'charts/2026-06-02 Jannik Sinner v Carlos Alcaraz';
const QUICK_FILE = 'charts/2026-05-02 Jannik Sinner v A sparring partner';

/** A full-notation match at a draw's final, with notes on the match, each set and some points. */
function fullChart(): ChartInput {
  const points = threeSetPoints('markdown charts').map((point, index) =>
    index % 40 === 3 ? { ...point, note: `Line one\nline two | ${index} <br> &amp;` } : point,
  );
  return finalChart(points, {
    date: '2026-06-02',
    firstServer: 1,
    note: 'Windy final.\n\n- Sinner served wide\n<!-- not a marker -->',
    setNotes: ['Early break.', '', 'Tight | tense'],
  });
}

/** A quick practice chart without an event, cut short, every ending and wing, a note on a point. */
function quickChart(): ChartInput {
  return practiceChart(
    [
      { level: 'quick', winner: 0, secondServe: false, ending: 'ace', wing: null },
      {
        level: 'quick',
        winner: 1,
        secondServe: true,
        ending: 'double fault',
        wing: null,
        note: ' starts with a space',
      },
      { level: 'quick', winner: 0, secondServe: true, ending: 'winner', wing: 'forehand' },
      { level: 'quick', winner: 1, secondServe: false, ending: 'unforced error', wing: 'backhand' },
      { level: 'quick', winner: 0, secondServe: false, ending: 'forced error', wing: null },
      { level: 'quick', winner: 0, secondServe: false, ending: 'service winner', wing: null },
    ],
    { level: 'quick', note: '', setNotes: ['First set, windy.'] },
  );
}

/** Issue 34: charts out through the Markdown export and back through its import, on both databases. */
describe.each(dialects)('charts through the Markdown export and import (%s)', (dialect) => {
  let t: TestApp;
  let source: Headers;
  let zip: Buffer;

  const post = (headers: Headers, url: string, payload: Buffer) =>
    t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/zip' }, payload });
  const chartOf = async (headers: Headers, id: string) =>
    expectOk(await t.app.inject({ url: `/api/charts/${id}`, headers })).json<StoredChart>();
  const chartsOf = async (headers: Headers) =>
    expectOk(await t.app.inject({ url: '/api/charts', headers })).json<ChartsResponse>().charts;
  const member = async () => (await signInSubscriber(t)).headers;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    source = await member();
    await saveChart(t, source, FULL, fullChart());
    await saveChart(t, source, QUICK, quickChart());
    expectOk(await saveDay(t, source, { date: '2026-06-02', notes: [tab({ title: 'Final' })] }));
    const res = await t.app.inject({ url: '/api/export/markdown', headers: source });
    expect(res.statusCode).toBe(200);
    zip = Buffer.from(res.rawPayload);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it("writes each chart's file and its Match Charting Project CSV beside it, by date and players", async () => {
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files).filter((path) => path.startsWith('charts/'))).toEqual([
      `${QUICK_FILE}.md`,
      `${QUICK_FILE}.csv`,
      `${FULL_FILE}.md`,
      `${FULL_FILE}.csv`,
    ]);
    const csv = await t.app.inject({ url: `/api/charts/${FULL}/mcp`, headers: source });
    expect(strFromU8(files[`${FULL_FILE}.csv`] ?? new Uint8Array())).toBe(csv.body);
    const text = strFromU8(files[`${FULL_FILE}.md`] ?? new Uint8Array());
    expect(text).toContain('\n# Jannik Sinner v Carlos Alcaraz\n\n2026-06-02, Nitto ATP Finals 2026, F, Hard\n\n');
    expect(text).toContain(`\nScore: ${(await chartOf(source, FULL)).score}, won by Jannik Sinner\n`);
  });

  it('previews the charts and imports them into another member as they were: points, notes, event, times', async () => {
    const copy = await member();
    const preview = expectOk(await post(copy, '/api/import/preview', zip));
    expect(preview.json()).toMatchObject({ format: 'markdown', days: 1, charts: 2, warnings: [] });
    const imported = expectOk(await post(copy, '/api/import?existing=skip', zip));
    expect(imported.json()).toMatchObject({ daysCreated: 1, charts: 2 });
    for (const id of [FULL, QUICK]) expect(await chartOf(copy, id)).toEqual(await chartOf(source, id));
    expect(await chartsOf(copy)).toEqual(await chartsOf(source));
  });

  it('keeps, replaces or adds beside a chart the member has under the same id, as the JSON import does', async () => {
    const found: Record<string, unknown> = {};
    for (const mode of ['skip', 'replace', 'add']) {
      const headers = await member();
      await saveChart(t, headers, QUICK, practiceChart([ace], { note: 'Mine' }));
      const res = expectOk(await post(headers, `/api/import?existing=${mode}`, zip));
      expect(res.json()).toMatchObject({ charts: mode === 'skip' ? 1 : 2 });
      const charts = await chartsOf(headers);
      found[mode] = {
        count: charts.length,
        note: (await chartOf(headers, QUICK)).note,
        version: (await chartOf(headers, QUICK)).version,
      };
      if (mode === 'add') {
        const added = charts.find((chart) => ![FULL, QUICK].includes(chart.id));
        const { id, ...rest } = await chartOf(headers, added?.id ?? '');
        const { id: originalId, ...original } = await chartOf(source, QUICK);
        expect([id === originalId, rest]).toEqual([false, original]);
      }
    }
    expect(found).toEqual({
      skip: { count: 2, note: 'Mine', version: 1 },
      replace: { count: 2, note: '', version: 2 },
      add: { count: 3, note: 'Mine', version: 1 },
    });
  });

  it('refuses a chart file that does not read or cannot be stored, naming the file, and writes nothing', async () => {
    const files = unzipSync(new Uint8Array(zip));
    const changed = (path: string, change: (text: string) => string) =>
      Buffer.from(zipSync({ ...files, [path]: strToU8(change(strFromU8(files[path] ?? new Uint8Array()))) }));
    const headers = await member();
    const cases = [
      {
        file: `${QUICK_FILE}.md`,
        change: (text: string) => text.replace('| ace |', '| let |'),
        problem:
          'Point 1: "Ending" is "let", not one of ace, double fault, service winner, winner, forced error, unforced error.',
      },
      {
        file: `${QUICK_FILE}.md`,
        change: (text: string) => text.replace('| ace |', '| double fault |'),
        problem: 'Point 1: A double fault is lost by the server.',
      },
      {
        file: `${FULL_FILE}.md`,
        change: (text: string) => text.replace(`chart: "${FULL}"`, `chart: "${QUICK}"`),
        problem: 'its id is given to an earlier chart of the file too.',
      },
    ];
    for (const { file, change, problem } of cases) {
      for (const url of ['/api/import/preview', '/api/import?existing=replace']) {
        const res = await post(headers, url, changed(file, change));
        expect([res.statusCode, res.json()]).toEqual([400, { error: IMPORT_MESSAGES.chartFileProblem(file, problem) }]);
      }
    }
    expect(await chartsOf(headers)).toEqual([]);
    expect(expectOk(await t.app.inject({ url: '/api/diary/list', headers })).json()).toMatchObject({ entries: [] });
  });
});
