import type { ChartInput, StoredChart } from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, readDay, signInSubscriber, type Headers } from '../diary/testing/diary.js';
import { unsafeMarkup } from '../diary/testing/html-allowlist.js';
import { exportedDay, exportedTab, exportFile, zipOf } from './testing/import-files.js';
import { addDemoPlayers } from '../mentions/testing/mentions.js';
import { XSS_PAYLOADS } from '../../../test/xss-payloads.js';
import { chartWithText } from '../charts/testing/charts.js';
import { chartFileText } from '../export/chart-markdown.js';

/**
 * The stored-XSS suite's payloads, imported in JSON HTML and in Markdown: what is stored is safe; a chart's texts
 * stay the plain text they were (the web app shows them as text: charts.xss.test.ts, the e2e suite).
 */
describe.each(dialects)('import: stored HTML is safe (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({ headers } = await signInSubscriber(t));
    await addDemoPlayers(t, [{ playerId: 'ZS01', firstName: 'Jannik', lastName: 'Sinner' }]);
  });
  afterAll(async () => {
    await t.close();
  });

  async function importAndRead(payload: string | Buffer, type: string, date: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import?existing=replace',
      headers: { ...headers, 'content-type': type },
      payload,
    });
    expectOk(res);
    return (await readDay(t, headers, date)).notes[0]?.content ?? '';
  }

  it.each(XSS_PAYLOADS)('stores nothing that could run of %j', async (payload) => {
    const html = `<p>Notes</p>${payload}`;
    const json = JSON.stringify(exportFile([exportedDay('2026-06-05', [exportedTab({ html })])]));
    expect(unsafeMarkup(await importAndRead(json, 'application/json', '2026-06-05'))).toEqual([]);
    const zip = zipOf({ '2026-06-06.md': `## Notes\nText ${payload}\n` });
    expect(unsafeMarkup(await importAndRead(zip, 'application/zip', '2026-06-06'))).toEqual([]);
  });

  it.each(XSS_PAYLOADS.filter((payload) => payload.length <= 90))(
    'keeps %j in every text of a chart file of the Markdown export as text, exactly',
    async (payload) => {
      const id = crypto.randomUUID();
      const chart = chartWithText(payload);
      const zip = zipOf({ 'charts/x.md': chartFileText({ id, chart, createdAt: 1, updatedAt: 2 }) });
      expectOk(
        await t.app.inject({
          method: 'POST',
          url: '/api/import?existing=replace',
          headers: { ...headers, 'content-type': 'application/zip' },
          payload: zip,
        }),
      );
      const stored = expectOk(await t.app.inject({ url: `/api/charts/${id}`, headers })).json<StoredChart>();
      const texts = ({ players, note, setNotes, event, points }: ChartInput) => ({
        players,
        note,
        setNotes,
        event,
        points,
      });
      expect(texts(stored)).toEqual(JSON.parse(JSON.stringify(texts(chart)).replaceAll('\\u0000', '')));
    },
  );

  it.each(XSS_PAYLOADS)('stores nothing that could run of %j in an Obsidian link or its alias', async (payload) => {
    const zip = zipOf({ '2026-06-07.md': `[[Jannik Sinner|${payload}]] [[${payload}]] [[${payload}|x]]\n` });
    expect(unsafeMarkup(await importAndRead(zip, 'application/zip', '2026-06-07'))).toEqual([]);
  });
});
