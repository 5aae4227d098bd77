import type { ChartsResponse, StoredChart } from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { XSS_PAYLOADS } from '../../../test/xss-payloads.js';
import { signInSubscriber, type Headers } from '../diary/testing/diary.js';
import { chartWithText } from './testing/charts.js';

/*
 * A chart's texts (names, notes, the event's name and round) are plain text: stored and answered exactly as
 * written, in JSON, for the web app to show as text. The stored-XSS e2e suite checks the screens show them so.
 */
/** What the server stores of a text: every request's NUL characters are dropped before a route sees them. */
const withoutNul = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('\\u0000', '')) as T;

describe.each(dialects)('charts: stored text is kept as text (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({ headers } = await signInSubscriber(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(XSS_PAYLOADS.filter((payload) => payload.length <= 90))(
    'answers %j in every text of a chart exactly as written',
    async (payload) => {
      const id = crypto.randomUUID();
      const chart = chartWithText(payload);
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/charts/${id}`,
        headers,
        payload: { chart, baseVersion: 0 },
      });
      expect(saved.statusCode).toBe(200);
      const stored = (await t.app.inject({ url: `/api/charts/${id}`, headers })).json<StoredChart>();
      expect({
        players: stored.players,
        note: stored.note,
        setNotes: stored.setNotes,
        event: stored.event,
        points: stored.points,
      }).toEqual(
        withoutNul({
          players: chart.players,
          note: chart.note,
          setNotes: chart.setNotes,
          event: chart.event,
          points: chart.points,
        }),
      );
      const listed = (await t.app.inject({ url: '/api/charts', headers })).json<ChartsResponse>();
      expect(listed.charts.find((summary) => summary.id === id)?.players).toEqual(withoutNul(chart.players));
    },
  );
});
