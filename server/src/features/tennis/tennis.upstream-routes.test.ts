import type { DrawResponse, SeasonsResponse, Tournament } from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { signInSubscriber, type Headers } from '../diary/testing/diary.js';
import {
  answerRecordedCalendars,
  upstreamEnv,
  type FakeAtp,
  hasAtpFixtures,
  recordedPayload,
  startFakeAtp,
} from './testing/fake-atp.js';

/** Day 6 of Indian Wells 2026 in the recorded calendar. */
const NOW = Date.parse('2026-03-09T10:00:00Z');

describe.runIf(hasAtpFixtures).each(dialects)('tennis routes on the upstream (%s)', (dialect) => {
  let fake: FakeAtp;
  let clock: TestClock;
  let t: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    fake = await startFakeAtp();
    answerRecordedCalendars(fake);
    const draws = recordedPayload('tennistv_draws_422_2024_cincinnati_EXCERPT.json');
    fake.answer('/tennis/v1/tournaments/422/2024/draws', { json: draws });
    fake.answer('/tennis/v1/tournaments/404/2026/draws', { json: draws });
    clock = testClock(NOW);
    t = await buildTestApp(
      dialect,
      {
        ...upstreamEnv(fake),
        // Generous: a loaded CI machine must not turn the recorded draw's parse into a time-out.
        ATP_TIMEOUT_MS: '2000',
      },
      { now: clock.now },
    );
    ({ headers } = await signInSubscriber(t));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

  it("answers the calendars' seasons, and one season's tournaments", async () => {
    const seasons = await get('/api/atp/seasons');
    expect(seasons.statusCode).toBe(200);
    expect(seasons.headers['x-data-source']).toBe('upstream');
    expect(seasons.json<SeasonsResponse>().CurrentSeason).toBe(2026);
    const season = await get('/api/atp/tournaments?season=2026');
    expect(season.statusCode).toBe(200);
    expect(season.json<Tournament[]>().every((tournament) => tournament.TournamentYear === 2026)).toBe(true);
    expect((await get('/api/atp/tournaments?season=2030')).json()).toEqual({ error: 'Season not found.' });
  });

  it("answers ATP's calendars as the tournament list, from the upstream", async () => {
    const res = await get('/api/atp/tournaments');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-data-source']).toBe('upstream');
    expect(res.headers.warning).toBeUndefined();
    const list = res.json<Tournament[]>();
    expect(list).toHaveLength(254);
    expect(list.find((tournament) => tournament.TournamentId === '404')).toMatchObject({
      TournamentTitle: 'BNP Paribas Open',
      IsDemo: false,
    });
  });

  it("answers TennisTV's draw in the contract's shape", async () => {
    const res = await get('/api/atp/draws/2024/422');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-source']).toBe('upstream');
    const draw = res.json<DrawResponse>();
    expect(draw).toMatchObject({ TournamentId: '422', Location: 'Cincinnati', IsDemo: false, IsStale: false });
  });

  it('answers 404 for a tournament the season lacks and for a draw not published', async () => {
    expect((await get('/api/atp/draws/2026/1')).json()).toEqual({ error: 'Tournament not found.' });
    const notPublished = await get('/api/atp/draws/2026/422');
    expect(notPublished.statusCode).toBe(404);
    expect(notPublished.json()).toEqual({ error: 'No draw available' });
  });

  it('answers 502 when the upstream fails and there is no copy, and 504 when it does not answer', async () => {
    fake.answer('/tennis/v1/tournaments/999/2024/draws', { status: 500 });
    const failed = await get('/api/atp/draws/2024/999');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      error: 'The tournament data service is unavailable. Please try again later.',
    });

    fake.answer('/tennis/v1/tournaments/998/2024/draws', { hang: true });
    const timedOut = await get('/api/atp/draws/2024/998');
    expect(timedOut.statusCode).toBe(504);
    expect(timedOut.json()).toEqual({
      error: 'The tournament data service did not answer in time. Please try again later.',
    });
  });

  it('marks the last good copy as stale in a header, and in the draw', async () => {
    expect((await get('/api/atp/draws/2026/404')).json<DrawResponse>().IsStale).toBe(false);
    fake.answer('/calendar/tour', { status: 200, body: 'not json' });
    fake.answer('/tennis/v1/tournaments/404/2026/draws', { status: 302, headers: { location: '/login' } });
    // Past the list's hour and the live draw's minute, with the member at work meanwhile (a session idle
    // for the hour would end).
    clock.advance(59 * 60 * 1000);
    expect((await get('/api/auth/me')).statusCode).toBe(200);
    clock.advance(2 * 60 * 1000);

    const list = await get('/api/atp/tournaments');
    expect(list.statusCode).toBe(200);
    expect(list.headers.warning).toBe('110 - "Response is Stale"');
    expect(list.json<Tournament[]>()).toHaveLength(254);

    const draw = await get('/api/atp/draws/2026/404');
    expect(draw.statusCode).toBe(200);
    expect(draw.headers.warning).toBe('110 - "Response is Stale"');
    expect(draw.json<DrawResponse>().IsStale).toBe(true);
  });

  it('serves the tour list when the challenger calendar fails, and says its challenger part is stale', async () => {
    fake.answer('/calendar/tour', { json: recordedPayload('atp_calendar_tour_2026.json') });
    fake.answer('/calendar/challenger', { status: 503 });
    clock.advance(59 * 60 * 1000);
    expect((await get('/api/auth/me')).statusCode).toBe(200);
    clock.advance(2 * 60 * 1000);
    const list = await get('/api/atp/tournaments');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-data-partial']).toBe('challenger');
    expect(list.json<Tournament[]>()).toHaveLength(254);
  });
});
