import type { DrawResponse, SeasonsResponse, Tournament } from '@baseline/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock } from '../../../test/clock.js';
import { signInSubscriber, type Headers } from '../diary/testing/diary.js';
import { itRefusesAllButSubscribers } from '../access/testing/subscriber-gate.js';

/** Day 7 of Indian Wells 2026 (4-15 March): a live tournament. */
const NOW = Date.parse('2026-03-10T12:00:00Z');

const routes: Record<string, InjectOptions> = {
  'GET /api/atp/tournaments': { method: 'GET', url: '/api/atp/tournaments' },
  'GET /api/atp/tournaments?season=': { method: 'GET', url: '/api/atp/tournaments?season=2026' },
  'GET /api/atp/seasons': { method: 'GET', url: '/api/atp/seasons' },
  'GET /api/atp/draws/:year/:id': { method: 'GET', url: '/api/atp/draws/2026/404' },
};

describe.each(dialects)('tennis routes on the demo season (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: testClock(NOW).now });
    ({ headers } = await signInSubscriber(t));
  });
  afterAll(async () => {
    await t.close();
  });

  itRefusesAllButSubscribers(() => t, routes);

  it('lists the season as a plain array, marked as demo data', async () => {
    const res = await t.app.inject({ ...routes['GET /api/atp/tournaments'], headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-data-source']).toBe('demo');
    expect(res.headers.warning).toBeUndefined();
    const list = res.json<Tournament[]>();
    expect(list).toHaveLength(320);
    expect(list.find((tournament) => tournament.TournamentId === '404' && tournament.TournamentYear === 2026)).toEqual({
      TournamentId: '404',
      TournamentYear: 2026,
      TournamentTitle: 'BNP Paribas Open',
      TournamentCity: 'Indian Wells',
      TournamentLocation: 'United States',
      TournamentType: '1000',
      PlayStartDate: '2026-03-04',
      PlayEndDate: '2026-03-15',
      Surface: 'Hard',
      PrizeMoneyDisplay: '$9,415,725',
      IsDemo: true,
      IsProjected: false,
    });
    expect(list.map((tournament) => tournament.PlayStartDate)).toEqual(
      list.map((tournament) => tournament.PlayStartDate).toSorted(),
    );
  });

  it("lists one season's tournaments, by start date, as the same bytes each time", async () => {
    const all = (await t.app.inject({ ...routes['GET /api/atp/tournaments'], headers })).json<Tournament[]>();
    const res = await t.app.inject({ ...routes['GET /api/atp/tournaments?season='], headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-source']).toBe('demo');
    expect(res.json()).toEqual(all.filter((tournament) => tournament.TournamentYear === 2026));
    expect(res.json<Tournament[]>()).toHaveLength(254);
    const again = await t.app.inject({ ...routes['GET /api/atp/tournaments?season='], headers });
    expect(again.body).toBe(res.body);
  });

  it('lists the seasons it has and the one that holds today', async () => {
    const res = await t.app.inject({ ...routes['GET /api/atp/seasons'], headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-source']).toBe('demo');
    expect(res.json<SeasonsResponse>()).toEqual({
      Seasons: [
        { Year: 2025, IsProjected: false },
        { Year: 2026, IsProjected: false },
      ],
      CurrentSeason: 2026,
    });
  });

  it('answers 404 for a season it does not have', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/atp/tournaments?season=2031', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Season not found.' });
  });

  it.each(['26', '20266', 'next', ''])('answers 400 for the season %j', async (season) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/atp/tournaments?season=${season}`, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'season must match pattern "^\\d{4}$".' });
  });

  it('answers a live draw with its later rounds still to play', async () => {
    const res = await t.app.inject({ ...routes['GET /api/atp/draws/:year/:id'], headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-data-source']).toBe('demo');
    const draw = res.json<DrawResponse>();
    expect(draw).toMatchObject({ TournamentId: '404', TournamentYear: 2026, Location: 'Indian Wells', IsDemo: true });
    expect(draw.IsStale).toBe(false);
    expect(Object.keys(draw).at(-1)).toBe('IsStale');
    const [singles, doubles] = draw.Associations[0]?.Events ?? [];
    expect([singles?.Description, doubles?.Description]).toEqual(["Men's Singles", "Men's Doubles"]);
    expect(singles?.Rounds.map((round) => round.RoundIdModernized)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(singles?.Rounds[0]?.Fixtures.every((fixture) => fixture.Result !== null)).toBe(true);
    expect(singles?.Rounds.at(-1)?.Fixtures[0]?.Result).toBeNull();
  });

  it('answers the same bytes on every request', async () => {
    const first = await t.app.inject({ ...routes['GET /api/atp/draws/:year/:id'], headers });
    const second = await t.app.inject({ ...routes['GET /api/atp/draws/:year/:id'], headers });
    expect(second.body).toBe(first.body);
  });

  it('answers the ATP Finals with their two groups, then the semi-finals and final as a bracket', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/atp/draws/2025/605', headers });
    expect(res.statusCode).toBe(200);
    const draw = res.json<DrawResponse>();
    const [singles, doubles] = draw.Associations[0]?.Events ?? [];
    expect([singles?.EventTypeCode, doubles?.EventTypeCode]).toEqual(['MS', 'MD']);
    expect(singles?.Groups?.map((group) => [group.GroupName, group.Fixtures.length, group.Standings.length])).toEqual([
      ['Group A', 6, 4],
      ['Group B', 6, 4],
    ]);
    const semis = singles?.Rounds[0]?.Fixtures ?? [];
    expect(semis.flatMap((fixture) => [fixture.DrawLineTop, fixture.DrawLineBottom])).toHaveLength(4);
    expect(singles?.Rounds.map((round) => round.RoundName)).toEqual(['Semifinals', 'Final']);
    expect(Object.keys(draw).at(-1)).toBe('IsStale');
  });

  it.each([
    ['the United Cup', '/api/atp/draws/2026/9900', 'Quarter-finals'],
    ['the Davis Cup qualifiers', '/api/atp/draws/2026/8096', 'Qualifiers 1st round'],
    ['the Laver Cup', '/api/atp/draws/2025/9210', 'Team Europe v Team World'],
  ])('answers %s with its stages of ties', async (_event, url, stageName) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    const [event] = res.json<DrawResponse>().Associations[0]?.Events ?? [];
    expect(event).toMatchObject({ EventTypeCode: 'TE', Rounds: [] });
    expect(event?.Stages?.map((stage) => stage.StageName)).toContain(stageName);
    expect(event?.Stages?.every((stage) => stage.Ties.every((tie) => tie.Winner !== null))).toBe(true);
  });

  it.each([
    ['an unknown tournament', '/api/atp/draws/2026/999999', 'Tournament not found.'],
    ['a tournament of another season', '/api/atp/draws/2024/404', 'Tournament not found.'],
    ['a draw not made yet (Monte-Carlo, from 5 April)', '/api/atp/draws/2026/410', 'No draw available'],
  ])('answers 404 for %s', async (_case, url, error) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error });
  });

  it.each([
    ['/api/atp/draws/26/404', 'year must match pattern "^\\d{4}$".'],
    ['/api/atp/draws/2026/4%2004', 'id must match pattern "^[A-Za-z0-9-]{1,16}$".'],
    ['/api/atp/draws/2026/xxxxxxxxxxxxxxxxx', 'id must match pattern "^[A-Za-z0-9-]{1,16}$".'],
  ])('answers 400 for %s', async (url, error) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });
});
