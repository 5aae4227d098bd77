import {
  CHART_MESSAGES,
  type ChartInput,
  type ChartsResponse,
  type ScoutingResponse,
  type StoredChart,
} from '@baseline/contract';
import { MATCH_FORMATS } from '@baseline/contract/charting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { signInSubscriber, type Headers } from '../diary/testing/diary.js';
import { finalChart, rolandGarrosFinal } from './testing/charts.js';

const CHART_ID = '6f9a3c1e-2b4d-4e8f-9a1b-0c2d3e4f5a6b';
const OTHER_ID = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

type ChartPoints = ChartInput['points'];
const ace = { level: 'full', first: '4*', second: '' } as const;
const quickWinner = (winner: 0 | 1) =>
  ({ level: 'quick', winner, secondServe: false, ending: 'winner', wing: 'forehand' }) as const;

/** Player 0 wins every point: a love service game, then a love break, and so on. */
const gamesToLove = (games: number): ChartPoints => Array.from({ length: games * 4 }, () => quickWinner(0));

describe.each(dialects)('charts (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({ headers } = await signInSubscriber(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (id: string, payload: object, as = headers) =>
    t.app.inject({ method: 'PUT', url: `/api/charts/${id}`, headers: as, payload });
  const get = (id: string, as = headers) => t.app.inject({ method: 'GET', url: `/api/charts/${id}`, headers: as });
  const list = (query = '', as = headers) => t.app.inject({ method: 'GET', url: `/api/charts${query}`, headers: as });

  it('stores a chart started on the device under its id, scored, and lists it', async () => {
    const { headers: fresh } = await signInSubscriber(t);
    expect((await list('', fresh)).json()).toEqual({ charts: [] });
    const points: ChartPoints = [ace, { level: 'full', first: '6n', second: '5f3d@', note: 'Wide second serve.' }];
    const saved = await save(CHART_ID, { chart: finalChart(points), baseVersion: 0 }, fresh);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id: CHART_ID, version: 1, updatedAt: expect.any(String) as string });

    const stored = await get(CHART_ID, fresh);
    expect(stored.statusCode).toBe(200);
    expect(stored.json<StoredChart>()).toEqual({
      ...finalChart(points),
      id: CHART_ID,
      version: 1,
      createdAt: expect.any(String) as string,
      updatedAt: expect.any(String) as string,
      score: '0-0',
      winner: null,
    });
    const listed = (await list('', fresh)).json<ChartsResponse>().charts;
    expect(listed).toEqual([
      expect.objectContaining({ id: CHART_ID, date: '2026-11-16', score: '0-0', pointCount: 2, level: 'full' }),
    ]);
  });

  it('keeps the score and the winner once the match is over', async () => {
    const { headers: fresh } = await signInSubscriber(t);
    expect((await save(CHART_ID, { chart: finalChart(gamesToLove(12)), baseVersion: 0 }, fresh)).statusCode).toBe(200);
    expect((await get(CHART_ID, fresh)).json<StoredChart>()).toMatchObject({ score: '6-0 6-0', winner: 0 });
  });

  it('answers a save based on an older version with 409 and the stored chart, and Overwrite replaces it', async () => {
    const { headers: fresh } = await signInSubscriber(t);
    expect((await save(CHART_ID, { chart: finalChart([ace]), baseVersion: 0 }, fresh)).json()).toMatchObject({
      version: 1,
    });
    expect((await save(CHART_ID, { chart: finalChart([ace, ace]), baseVersion: 1 }, fresh)).json()).toMatchObject({
      version: 2,
    });
    const stale = await save(CHART_ID, { chart: finalChart([ace, ace, ace]), baseVersion: 1 }, fresh);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: CHART_MESSAGES.conflict,
      current: expect.objectContaining({ version: 2, points: [ace, ace] }) as StoredChart,
    });
    const overwritten = await save(
      CHART_ID,
      { chart: finalChart([ace, ace, ace]), baseVersion: 1, overwrite: true },
      fresh,
    );
    expect(overwritten.json()).toMatchObject({ version: 3 });
    expect((await get(CHART_ID, fresh)).json<StoredChart>().points).toHaveLength(3);
  });

  it.each([
    [
      'a code that does not read',
      finalChart([ace, { level: 'full', first: '6f1', second: '' }]),
      'Point 2: The first serve\'s code "6f1", at its end: the code does not say how the point ended: end it with * (winner), # (forced error) or @ (unforced error).',
    ],
    [
      'a code of 200 characters',
      finalChart([{ level: 'full', first: `6${'f1'.repeat(99)}*`, second: '' }]),
      "Point 1: The first serve's code has 200 characters; a point's code has at most 150.",
    ],
    [
      'a point after the match is over',
      finalChart([...gamesToLove(12), ace]),
      'Point 49: The match was already over: no point can follow its last.',
    ],
    [
      'an ace won by the returner',
      finalChart([{ level: 'quick', winner: 1, secondServe: false, ending: 'ace', wing: null }]),
      'Point 1: An ace is won by the server.',
    ],
    [
      'a format that cannot be played',
      finalChart([], { format: { ...MATCH_FORMATS['best-of-3'], sets: { kind: 'match-tiebreak', points: 10 } } }),
      'Only the final set can be a match tiebreak.',
    ],
    [
      'a blank player name',
      finalChart([], {
        players: [
          { name: '  ', playerId: null, hand: null },
          { name: 'B', playerId: null, hand: null },
        ],
      }),
      "A player's name is required.",
    ],
    [
      'a chart of 1,000 points',
      finalChart(Array.from({ length: 1000 }, () => ace)),
      'The number of points must be at most 900.',
    ],
  ])('refuses %s with a sentence and stores nothing of it', async (_case, chart, message) => {
    const { headers: fresh } = await signInSubscriber(t);
    const res = await save(CHART_ID, { chart, baseVersion: 0 }, fresh);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect((await get(CHART_ID, fresh)).statusCode).toBe(404);
  });

  it('keeps the stored chart whole when a later save is refused', async () => {
    const { headers: fresh } = await signInSubscriber(t);
    await save(CHART_ID, { chart: finalChart([ace]), baseVersion: 0 }, fresh);
    const refused = await save(
      CHART_ID,
      { chart: finalChart([ace, { level: 'full', first: 'x', second: '' }]), baseVersion: 1 },
      fresh,
    );
    expect(refused.statusCode).toBe(400);
    expect((await get(CHART_ID, fresh)).json<StoredChart>()).toMatchObject({ version: 1, points: [ace] });
  });

  it("shows a member none of another member's charts, even under the same id", async () => {
    const owner = await signInSubscriber(t);
    const other = await signInSubscriber(t);
    await save(CHART_ID, { chart: finalChart([ace]), baseVersion: 0 }, owner.headers);
    expect((await get(CHART_ID, other.headers)).json()).toEqual({ error: CHART_MESSAGES.notFound });
    expect((await list('', other.headers)).json()).toEqual({ charts: [] });
    const deleteOthers = await t.app.inject({
      method: 'DELETE',
      url: `/api/charts/${CHART_ID}`,
      headers: other.headers,
    });
    expect(deleteOthers.statusCode).toBe(404);
    // The same id on the other member's device is that member's own chart.
    expect((await save(CHART_ID, { chart: finalChart([ace, ace]), baseVersion: 0 }, other.headers)).statusCode).toBe(
      200,
    );
    expect((await get(CHART_ID, owner.headers)).json<StoredChart>().points).toEqual([ace]);
    const scouting = await t.app.inject({ url: '/api/charts/scouting/S0AG', headers: other.headers });
    expect(scouting.json()).toMatchObject({ matches: 1, points: 2 });
  });

  it("lists a player's charts and a tournament edition's, and deletes one", async () => {
    const { headers: fresh } = await signInSubscriber(t);
    await save(CHART_ID, { chart: finalChart([ace]), baseVersion: 0 }, fresh);
    const practice = finalChart([], {
      date: '2026-11-20',
      event: null,
      players: [
        { name: 'Carlos Alcaraz', playerId: 'A0E2', hand: 'right' },
        { name: 'A junior', playerId: null, hand: 'left' },
      ],
    });
    await save(OTHER_ID, { chart: practice, baseVersion: 0 }, fresh);
    const ids = async (query: string) =>
      (await list(query, fresh)).json<ChartsResponse>().charts.map((chart) => chart.id);
    expect(await ids('')).toEqual([OTHER_ID, CHART_ID]);
    expect(await ids('?playerId=A0E2')).toEqual([OTHER_ID, CHART_ID]);
    expect(await ids('?playerId=S0AG')).toEqual([CHART_ID]);
    expect(await ids('?tournamentId=605&year=2026')).toEqual([CHART_ID]);
    expect(await ids('?tournamentId=605&year=2025')).toEqual([]);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/charts/${CHART_ID}`, headers: fresh });
    expect(deleted.json()).toEqual({ message: CHART_MESSAGES.deleted });
    expect(await ids('')).toEqual([OTHER_ID]);
  });

  it("adds up a player's side of every charted match for the scouting report, by surface and dates", async () => {
    const { headers: fresh } = await signInSubscriber(t);
    // Sinner serves first in one, second in the other: his side is counted whichever it was.
    await save(CHART_ID, { chart: finalChart([ace, ace]), baseVersion: 0 }, fresh);
    const reversed = finalChart([ace], {
      date: '2026-06-01',
      players: [
        { name: 'Carlos Alcaraz', playerId: 'A0E2', hand: 'right' },
        { name: 'Jannik Sinner', playerId: 'S0AG', hand: 'right' },
      ],
      event: rolandGarrosFinal([]).event,
    });
    await save(OTHER_ID, { chart: reversed, baseVersion: 0 }, fresh);
    const scouting = async (query = '') =>
      (await t.app.inject({ url: `/api/charts/scouting/S0AG${query}`, headers: fresh })).json<ScoutingResponse>();
    expect(await scouting()).toMatchObject({
      matches: 2,
      points: 3,
      fullPoints: 3,
      report: { serve: { aces: 2, points: { points: 2, won: 2 } }, return: { points: { points: 1, won: 0 } } },
      opponents: { serve: { aces: 1 } },
    });
    expect(await scouting('?surface=clay')).toMatchObject({ matches: 1, points: 1, report: { serve: { aces: 0 } } });
    expect(await scouting('?from=2026-07-01&to=2026-12-31')).toMatchObject({ matches: 1, points: 2 });
    expect(await scouting('?surface=grass')).toMatchObject({ matches: 0, points: 0 });
  });
});
