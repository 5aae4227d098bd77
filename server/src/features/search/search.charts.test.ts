import { SEARCH_MESSAGES, type SearchResponse } from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { ace, practiceChart, saveChart } from '../charts/testing/charts.js';
import { expectOk, saveDay, signInSubscriber, tab, type Headers } from '../diary/testing/diary.js';

const WIMBLEDON_FINAL = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const PRACTICE = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';

/** Issue 34: charts are found by their players, their event and every note written on them. */
describe.each(dialects)('search over charts (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({ headers } = await signInSubscriber(t));
    const final = practiceChart([ace, { ...ace, note: 'Kick serve out wide on the deuce court' }], {
      date: '2026-07-12',
      players: [
        { name: 'Jannik Sinner', playerId: 'ZS01', hand: 'right' },
        { name: 'Carlos Alcaraz', playerId: 'AC02', hand: 'right' },
      ],
      event: {
        tournamentId: '540',
        tournamentYear: 2026,
        tournamentName: 'Wimbledon',
        round: 'F',
        surface: 'Grass',
        matchId: null,
      },
      note: 'Both nervous early.',
    });
    await saveChart(t, headers, WIMBLEDON_FINAL, final);
    await saveChart(t, headers, PRACTICE, practiceChart([], { note: 'Slice backhand drills' }));
    expectOk(
      await saveDay(t, headers, { date: '2026-07-13', notes: [tab({ title: 'Kick serve', content: '<p>x</p>' })] }),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (q: string, as = headers) => {
    const res = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&sort=newest`, headers: as });
    return res;
  };
  const found = async (q: string, as = headers) =>
    expectOk(await search(q, as))
      .json<SearchResponse>()
      .results.map((result) => (result.kind === 'chart' ? `chart ${result.chartId}` : result.kind));

  it("finds a chart by a point's note, with its players as the title, its event and an excerpt", async () => {
    const answer = expectOk(await search('kick in:charts')).json<SearchResponse>();
    expect(answer).toEqual({
      total: 1,
      nextOffset: null,
      results: [
        {
          kind: 'chart',
          chartId: WIMBLEDON_FINAL,
          date: '2026-07-12',
          title: [{ text: 'Jannik Sinner v Carlos Alcaraz', match: false }],
          tournamentName: 'Wimbledon',
          excerpt: expect.any(Array) as unknown,
        },
      ],
    });
    expect(await found('kick')).toEqual(['diary', `chart ${WIMBLEDON_FINAL}`]);
  });

  it('finds charts by player:, event: and the match note, and in:charts keeps to charts', async () => {
    expect(await found('player:alcaraz')).toEqual([`chart ${WIMBLEDON_FINAL}`]);
    expect(await found('event:wimbledon')).toEqual([`chart ${WIMBLEDON_FINAL}`]);
    expect(await found('nervous')).toEqual([`chart ${WIMBLEDON_FINAL}`]);
    expect(await found('slice in:charts')).toEqual([`chart ${PRACTICE}`]);
    expect(await found('kick in:diary')).toEqual(['diary']);
    const refused = await search('kick in:matches');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: SEARCH_MESSAGES.badIn });
  });

  it('follows a chart as it is saved again and deleted, and shows no member another’s', async () => {
    const { headers: other } = await signInSubscriber(t);
    expect(await found('nervous', other)).toEqual([]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/charts/${PRACTICE}`,
      headers,
      payload: { chart: practiceChart([], { note: 'Topspin lob drills' }), baseVersion: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(await found('slice in:charts')).toEqual([]);
    expect(await found('topspin')).toEqual([`chart ${PRACTICE}`]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/charts/${PRACTICE}`, headers })).statusCode).toBe(200);
    expect(await found('topspin')).toEqual([]);
  });
});
