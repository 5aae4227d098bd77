import type { DrawResponse, Tournament } from '@baseline/contract';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../../lib/clock.js';
import { testClock, type TestClock } from '../../../../test/clock.js';
import { type FakeAtp, hasAtpFixtures, recordedPayload, startFakeAtp } from '../testing/fake-atp.js';
import { recordingLog, type RecordingLog } from '../../../../test/recording-log.js';
import type { TennisData } from '../tennis-data.js';
import { createUpstreamData } from '../upstream/upstream-data.js';
import { createAnswerCache, RETRY_AFTER_FAILURE_MS, type AnswerStore } from './answer-cache.js';
import type { RedisLink } from '../../../plugins/redis.js';
import { connectTestRedis } from '../../../../test/redis.js';
import { layeredAnswerStore, memoryAnswerStore, redisAnswerStore } from './answer-stores.js';
import { redisUrl } from '../../../../test/services.js';

/** Day 6 of Indian Wells 2026 (4-15 March), from the recorded 2026 calendar: a live tournament. */
const NOW = Date.parse('2026-03-09T10:00:00Z');
const MINUTE = 60_000;
// Long enough for a loopback answer on a loaded CI machine, short enough for the hanging cases.
const TIMEOUT_MS = 1_500;

const TOUR = '/calendar/tour';
const CHALLENGER = '/calendar/challenger';
const LIVE_DRAW = '/tennis/v1/tournaments/404/2026/draws';
const PAST_DRAW = '/tennis/v1/tournaments/422/2024/draws';

const redisLinks: RedisLink[] = [];
afterAll(async () => {
  await Promise.all(redisLinks.map((link) => link.client.quit()));
});

/**
 * The stores an instance can keep answers in: its memory, or (as the server does with REDIS_URL) its memory in
 * front of Redis shared with other instances.
 */
const stores: [string, ((log: RecordingLog, now: Clock) => Promise<() => AnswerStore>) | undefined][] = [
  ['memory', () => Promise.resolve(() => memoryAnswerStore())],
  ['redis', redisUrl === undefined ? undefined : redisStoresAt(redisUrl)],
];

function redisStoresAt(url: string) {
  return async (recording: RecordingLog, now: Clock) => {
    // One prefix per test: its instances share it, other tests do not.
    const prefix = `test_${randomBytes(6).toString('hex')}:`;
    const link = await connectTestRedis(url, recording.log);
    redisLinks.push(link);
    return () => layeredAnswerStore(memoryAnswerStore(), redisAnswerStore(link, prefix), now);
  };
}

describe.runIf(hasAtpFixtures).each(stores)('the tennis answer cache (%s)', (storeName, storeFactory) => {
  let fake: FakeAtp;
  let clock: TestClock;
  let recording: RecordingLog;
  let newStore: () => AnswerStore;

  /** An instance of the server's tennis source; instances made in one test share the store when it is Redis. */
  function instance(): TennisData {
    return createUpstreamData({
      urls: { calendarUrl: `${fake.url}/calendar`, drawsUrl: `${fake.url}/tennis/v1` },
      timeoutMs: TIMEOUT_MS,
      cache: createAnswerCache({ store: newStore(), now: clock.now, log: recording.log }),
      now: clock.now,
      log: recording.log,
    });
  }

  const listOf = async (data: TennisData) => {
    const answer = await data.tournamentList();
    return { stale: answer.stale, list: JSON.parse(answer.body.toString('utf8')) as Tournament[] };
  };
  const drawOf = async (data: TennisData, year: number, id: string) => {
    const answer = await data.draw(year, id);
    return { stale: answer.stale, draw: JSON.parse(answer.body.toString('utf8')) as DrawResponse };
  };

  beforeEach(async (context) => {
    if (!storeFactory) {
      context.skip();
      return;
    }
    fake = await startFakeAtp();
    fake.answer(TOUR, { json: recordedPayload('atp_calendar_tour_2026.json') });
    fake.answer(CHALLENGER, { json: recordedPayload('atp_calendar_challenger_2026_wrapped.json') });
    const draws = recordedPayload('tennistv_draws_422_2024_cincinnati_EXCERPT.json');
    fake.answer(LIVE_DRAW, { json: draws });
    fake.answer(PAST_DRAW, { json: draws });
    clock = testClock(NOW);
    recording = recordingLog();
    newStore = await storeFactory(recording, clock.now);
  });
  afterEach(async () => {
    if (storeFactory) await fake.close();
  });

  it('asks the upstream once for concurrent requests of one answer', async () => {
    fake.answer(TOUR, { json: recordedPayload('atp_calendar_tour_2026.json'), delayMs: 100 });
    const data = instance();
    const answers = await Promise.all(Array.from({ length: 10 }, () => data.tournamentList()));
    expect(fake.calls(TOUR)).toBe(1);
    expect(fake.calls(CHALLENGER)).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('keeps the tournament list for an hour', async () => {
    const data = instance();
    await data.tournamentList();
    clock.advance(59 * MINUTE);
    await data.tournamentList();
    expect(fake.calls(TOUR)).toBe(1);
    clock.advance(2 * MINUTE);
    expect((await listOf(data)).stale).toBe(false);
    expect(fake.calls(TOUR)).toBe(2);
  });

  it("keeps a live tournament's draw for a minute and a past one's for a day", async () => {
    const data = instance();
    await data.draw(2026, '404');
    await data.draw(2024, '422');
    clock.advance(59_000);
    await data.draw(2026, '404');
    expect(fake.calls(LIVE_DRAW)).toBe(1);
    clock.advance(2_000);
    await data.draw(2026, '404');
    await data.draw(2024, '422');
    expect(fake.calls(LIVE_DRAW)).toBe(2);
    expect(fake.calls(PAST_DRAW)).toBe(1);
    clock.advance(24 * 60 * MINUTE);
    await data.draw(2024, '422');
    expect(fake.calls(PAST_DRAW)).toBe(2);
  });

  it.each([
    ['fails', { status: 500, body: 'Internal Server Error' }],
    ['answers something that is not JSON', { status: 200, body: '<html>Under maintenance</html>' }],
    ['answers JSON of another shape', { json: '{"Message":"An error has occurred."}' }],
    ['redirects', { status: 302, headers: { location: 'https://www.atptour.com/en/login' } }],
  ] as const)('serves the last good copy, marked stale, when the upstream %s', async (_case, answer) => {
    const data = instance();
    const fresh = await drawOf(data, 2026, '404');
    fake.answer(LIVE_DRAW, answer);
    clock.advance(2 * MINUTE);
    const stale = await drawOf(data, 2026, '404');
    expect(stale.stale).toBe(true);
    expect(stale.draw).toEqual({ ...fresh.draw, IsStale: true });
    expect(fake.calls(LIVE_DRAW)).toBe(2);
    expect(recording.warnings).toEqual(['tennis upstream failed']);
  });

  it('serves the last good list, marked stale, when the calendars fail', async () => {
    const data = instance();
    const fresh = await listOf(data);
    fake.answer(CHALLENGER, { status: 503 });
    clock.advance(61 * MINUTE);
    const stale = await listOf(data);
    expect(stale).toEqual({ stale: true, list: fresh.list });
  });

  it('gives up on an upstream that does not answer in time, then serves the last good copy', async () => {
    const data = instance();
    const fresh = await drawOf(data, 2026, '404');
    fake.answer(LIVE_DRAW, { hang: true });
    clock.advance(2 * MINUTE);
    const stale = await drawOf(data, 2026, '404');
    expect(stale.draw).toEqual({ ...fresh.draw, IsStale: true });
    // Its own time-out ended the call (how long that took on the clock depends on the machine's load).
    expect(recording.warningErrors).toEqual([expect.objectContaining({ name: 'UpstreamError', kind: 'timeout' })]);
  });

  it('reports a time-out and a failure when there is no copy to serve', async () => {
    const data = instance();
    fake.answer(LIVE_DRAW, { hang: true });
    await expect(data.draw(2026, '404')).rejects.toMatchObject({ name: 'UpstreamError', kind: 'timeout' });
    fake.answer(PAST_DRAW, { status: 500 });
    await expect(data.draw(2024, '422')).rejects.toMatchObject({ name: 'UpstreamError', kind: 'failed' });
  });

  it('does not ask a failing upstream again for a while, and asks again after', async () => {
    const data = instance();
    await data.draw(2026, '404');
    fake.answer(LIVE_DRAW, { status: 500 });
    clock.advance(2 * MINUTE);
    await data.draw(2026, '404');
    await data.draw(2026, '404');
    expect(fake.calls(LIVE_DRAW)).toBe(2);
    clock.advance(RETRY_AFTER_FAILURE_MS);
    fake.answer(LIVE_DRAW, { json: recordedPayload('tennistv_draws_422_2024_cincinnati_EXCERPT.json') });
    expect((await drawOf(data, 2026, '404')).stale).toBe(false);
    expect(fake.calls(LIVE_DRAW)).toBe(3);
  });

  it.runIf(storeName === 'redis')('shares answers between instances', async () => {
    const first = instance();
    const second = instance();
    const fromFirst = await first.draw(2026, '404');
    const fromSecond = await second.draw(2026, '404');
    expect(fake.calls(LIVE_DRAW)).toBe(1);
    expect(fromSecond.body.equals(fromFirst.body)).toBe(true);
    fake.answer(LIVE_DRAW, { status: 500 });
    clock.advance(2 * MINUTE);
    expect((await drawOf(instance(), 2026, '404')).stale).toBe(true);
  });
});
