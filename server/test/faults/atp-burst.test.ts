import type { DrawResponse } from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../build-app.js';
import { testClock, type TestClock } from '../clock.js';
import { signInSubscriber, type Headers } from '../../src/features/diary/testing/diary.js';
import {
  answerRecordedCalendars,
  upstreamEnv,
  type FakeAnswer,
  type FakeAtp,
  hasAtpFixtures,
  recordedPayload,
  startFakeAtp,
} from '../../src/features/tennis/testing/fake-atp.js';

/** Day 6 of Indian Wells 2026 in the recorded calendar. */
const NOW = Date.parse('2026-03-09T10:00:00Z');
const BURST = 20;
const FAILED = { error: 'The tournament data service is unavailable. Please try again later.' };
const TIMED_OUT = { error: 'The tournament data service did not answer in time. Please try again later.' };

/** Each trouble on a draw of its own (a key of its own in the cache), with the answer users get without a copy. */
const troubles: [string, string, FakeAnswer, number, object][] = [
  ['answers 500', '901', { status: 500, body: 'Internal Server Error' }, 502, FAILED],
  ['answers HTML', '902', { status: 200, body: '<html>Under maintenance</html>' }, 502, FAILED],
  ['answers JSON of another shape', '903', { json: '{"Message":"An error has occurred."}' }, 502, FAILED],
  [
    'redirects to a login page',
    '904',
    { status: 302, headers: { location: 'https://example.test/login' } },
    502,
    FAILED,
  ],
  ['does not answer', '905', { hang: true }, 504, TIMED_OUT],
];

// The cache's own tests cover each trouble with a copy to fall back on, and one call for concurrent
// successes; these send bursts of real requests through the route while the upstream is in trouble.
describe.runIf(hasAtpFixtures).each(dialects)(
  'a burst of draw requests while the ATP upstream is in trouble (%s)',
  (dialect) => {
    let fake: FakeAtp;
    let clock: TestClock;
    let t: TestApp;
    let headers: Headers;
    beforeAll(async () => {
      fake = await startFakeAtp();
      answerRecordedCalendars(fake);
      fake.answer('/tennis/v1/tournaments/404/2026/draws', {
        json: recordedPayload('tennistv_draws_422_2024_cincinnati_EXCERPT.json'),
      });
      clock = testClock(NOW);
      t = await buildTestApp(
        dialect,
        {
          ...upstreamEnv(fake),
          ATP_TIMEOUT_MS: '1000',
        },
        { now: clock.now },
      );
      ({ headers } = await signInSubscriber(t));
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });

    const burst = (url: string) =>
      Promise.all(Array.from({ length: BURST }, () => t.app.inject({ method: 'GET', url, headers })));

    it.each(troubles)(
      'without a copy, every request gets one clear error and the upstream one call, when it %s',
      async (_trouble, id, answer, status, body) => {
        const upstream = `/tennis/v1/tournaments/${id}/2024/draws`;
        fake.answer(upstream, answer);
        const answers = await burst(`/api/atp/draws/2024/${id}`);
        expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => status));
        for (const res of answers) expect(res.json()).toEqual(body);
        expect(fake.calls(upstream)).toBe(1);
      },
    );

    it('with a copy, every request gets it marked stale and the upstream one more call', async () => {
      const upstream = '/tennis/v1/tournaments/404/2026/draws';
      const fresh = await t.app.inject({ method: 'GET', url: '/api/atp/draws/2026/404', headers });
      expect(fresh.json<DrawResponse>().IsStale).toBe(false);
      const calls = fake.calls(upstream);
      fake.answer(upstream, { status: 503 });
      // Past the live draw's minute.
      clock.advance(2 * 60_000);

      const answers = await burst('/api/atp/draws/2026/404');
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.headers.warning).toBe('110 - "Response is Stale"');
        expect(res.json()).toEqual({ ...fresh.json<DrawResponse>(), IsStale: true });
      }
      expect(fake.calls(upstream)).toBe(calls + 1);
    });
  },
);
