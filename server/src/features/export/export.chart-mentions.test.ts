import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { ace, practiceChart, saveChart } from '../charts/testing/charts.js';
import { expectOk, readDay, saveDay, signInSubscriber, tab } from '../diary/testing/diary.js';
import { mentionHtml } from '../mentions/testing/mentions.js';
import { MARKER_LINE, type TabMarker } from './baseline-markdown-format.js';

const CHART = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/** Issue 34: a chart's mention in the Markdown export, and back through its import. */
describe.each(dialects)("a chart's mention in the Markdown export (%s)", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is written as a wiki link of its label, its id in the tab marker, and read back as the same chip', async () => {
    const { headers } = await signInSubscriber(t);
    await saveChart(t, headers, CHART, practiceChart([ace]));
    const html = `<p>Plan from ${mentionHtml('chart', CHART, 'Sinner v partner')} worked.</p>`;
    expectOk(await saveDay(t, headers, { date: '2026-05-03', notes: [tab({ title: 'Debrief', content: html })] }));

    const exported = expectOk(await t.app.inject({ url: '/api/export/markdown', headers }));
    const zip = unzipSync(new Uint8Array(exported.rawPayload));
    const day = strFromU8(zip['days/2026/2026-05-03.md'] ?? new Uint8Array());
    expect(day).toContain('Plan from [[Sinner v partner]] worked.');
    const marker = JSON.parse(MARKER_LINE.exec(day)?.[2] ?? '{}') as TabMarker;
    expect(marker.mentions).toEqual([{ kind: 'chart', id: CHART, label: 'Sinner v partner' }]);

    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/import?existing=replace',
      headers: { ...headers, 'content-type': 'application/zip' },
      payload: Buffer.from(exported.rawPayload),
    });
    expectOk(imported);
    expect((await readDay(t, headers, '2026-05-03')).notes[0]?.content).toBe(html);
  });
});
