import { TENNIS_ERRORS, type DrawResponse, type Tournament } from '@baseline/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calendarPayload, tennisTvFixture, tennisTvPayload } from '../testing/atp-shapes.js';
import { testClock, type TestClock } from '../../../../test/clock.js';
import { type FakeAtp, startFakeAtp } from '../testing/fake-atp.js';
import { recordingLog, type RecordingLog } from '../../../../test/recording-log.js';
import { createAnswerCache } from '../cache/answer-cache.js';
import { memoryAnswerStore } from '../cache/answer-stores.js';
import type { TennisData } from '../tennis-data.js';
import { createUpstreamData } from './upstream-data.js';

/*
 * Faults stay local: a failing challenger calendar, a malformed TennisTV fixture, a seed sent as text, a format
 * the adapters do not show, a draw read while the list was down. Payloads built here, in the upstream's shapes.
 */

const NOW = Date.parse('2026-03-01T10:00:00Z');
const MINUTE = 60_000;
const TOUR = '/calendar/tour';
const CHALLENGER = '/calendar/challenger';
const drawPath = (year: number, id: string) => `/tennis/v1/tournaments/${id}/${year}/draws`;

const tour = calendarPayload([
  { Id: '339', Name: 'Brisbane', Location: 'Brisbane, Australia', FormattedDate: '4 - 11 January, 2026' },
  { Id: '404', Name: 'Indian Wells', Location: 'Indian Wells, United States', FormattedDate: '4 - 15 March, 2026' },
]);
const challenger = calendarPayload([
  { Id: '7808', Name: 'Bengaluru', Location: 'Bengaluru, India', FormattedDate: '5 - 10 January, 2026' },
]);

const sinner = { id: 'S0AG', last: 'Sinner', seed: 1 };
const qualifier = { id: 'M0QI', last: 'Michelsen', entry: 'Q' };
const firstRound = (fixtures: unknown[]) =>
  tennisTvPayload([{ RoundIdModernized: 2, RoundName: 'First Round', Fixtures: fixtures }]);

let fake: FakeAtp;
let clock: TestClock;
let recording: RecordingLog;
let data: TennisData;
beforeEach(async () => {
  fake = await startFakeAtp();
  fake.answer(TOUR, { json: tour });
  fake.answer(CHALLENGER, { json: challenger });
  clock = testClock(NOW);
  recording = recordingLog();
  data = createUpstreamData({
    urls: { calendarUrl: `${fake.url}/calendar`, drawsUrl: `${fake.url}/tennis/v1` },
    timeoutMs: 2_000,
    cache: createAnswerCache({ store: memoryAnswerStore(), now: clock.now, log: recording.log }),
    now: clock.now,
    log: recording.log,
  });
});
afterEach(async () => {
  await fake.close();
});

const idsOf = async () => {
  const answer = await data.tournamentList();
  const list = JSON.parse(answer.body.toString('utf8')) as Tournament[];
  return { ids: list.map((tournament) => tournament.TournamentId), stale: answer.stale, partial: answer.partial };
};
const drawOf = async (year: number, id: string) =>
  JSON.parse((await data.draw(year, id)).body.toString('utf8')) as DrawResponse;

describe('the tour list when the challenger calendar fails', () => {
  it('is served without the challenger part, logged and marked partial, when there is no copy of it', async () => {
    fake.answer(CHALLENGER, { status: 503 });
    expect(await idsOf()).toEqual({ ids: ['339', '404'], stale: false, partial: 'challenger' });
    expect(recording.warnings).toEqual(['tennis upstream failed']);
    // A challenger draw is still asked for: the list cannot tell it is unknown.
    fake.answer(drawPath(2026, '7808'), { json: firstRound([tennisTvFixture('MS002', sinner, qualifier)]) });
    expect((await drawOf(2026, '7808')).Location).toBe('Tournament 7808');
  });

  it('is served with the challenger part’s last good copy, stale and partial', async () => {
    await idsOf();
    fake.answer(CHALLENGER, { status: 500 });
    clock.advance(61 * MINUTE);
    expect(await idsOf()).toEqual({ ids: ['339', '7808', '404'], stale: true, partial: 'challenger' });
    fake.answer(CHALLENGER, { json: challenger });
    clock.advance(MINUTE);
    expect(await idsOf()).toEqual({ ids: ['339', '7808', '404'], stale: false, partial: undefined });
  });
});

describe("TennisTV's draws as they really are", () => {
  it('reads an event with one malformed fixture (left out, logged) and a seed sent as text', async () => {
    fake.answer(drawPath(2026, '404'), {
      json: firstRound([
        { ...tennisTvFixture('MS002', { ...sinner, seedAs: '1' }, qualifier) },
        { ...tennisTvFixture('MS003', sinner, qualifier), DrawLineTop: 'garbage' },
      ]),
    });
    const draw = await drawOf(2026, '404');
    const fixtures = draw.Associations[0]?.Events[0]?.Rounds[0]?.Fixtures ?? [];
    expect(fixtures).toHaveLength(1);
    expect(fixtures[0]?.DrawLineTop).toMatchObject({ Seed: 1, Players: [{ LastName: 'Sinner' }] });
    expect(recording.warnings).toEqual(['tennis: draw parts left out']);
  });

  it.each([
    ['round-robin groups', { HasRoundRobin: true }, 'Round Robin'],
    ['team ties', { IsTeamEvent: true }, 'Final'],
  ])('answers %s as a format not shown yet: a 404 cached like one, logged once', async (_case, event, name) => {
    const payload = tennisTvPayload(
      [{ RoundIdModernized: 7, RoundName: name, Fixtures: [tennisTvFixture('MS001', sinner, qualifier)] }],
      event,
    );
    fake.answer(drawPath(2026, '404'), { json: payload });
    for (let request = 0; request < 3; request += 1) {
      await expect(data.draw(2026, '404')).rejects.toMatchObject({
        statusCode: 404,
        message: TENNIS_ERRORS.formatNotShown,
      });
      clock.advance(3 * MINUTE);
    }
    // Before the tournament starts, its draw is asked again every 5 minutes; the format is logged once.
    expect(fake.calls(drawPath(2026, '404'))).toBe(2);
    expect(recording.warnings).toEqual(['tennis: a draw of a format not shown']);
  });
});

describe('a draw read while the list was down', () => {
  it('is kept briefly, and has its heading once the list is back', async () => {
    fake.answer(TOUR, { status: 503 });
    fake.answer(drawPath(2025, '339'), { json: firstRound([tennisTvFixture('MS002', sinner, qualifier)]) });
    expect((await drawOf(2025, '339')).Location).toBe('Tournament 339');
    fake.answer(TOUR, { json: tour });
    clock.advance(2 * MINUTE);
    expect((await drawOf(2025, '339')).Location).toBe('Brisbane');
    expect(fake.calls(drawPath(2025, '339'))).toBe(2);
  });
});
