import type { DrawResponse, HeadToHeadResponse, PlayerResponse, PlayerSearchResponse } from '@baseline/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../../test/build-app.js';
import { testClock } from '../../../../test/clock.js';
import { signInSubscriber, type Headers } from '../../diary/testing/diary.js';
import { authHeader, createUser, tokenFor } from '../../../../test/factories.js';

/** Day 7 of Indian Wells 2026 (4-15 March): the 2025 season played out, 2026 under way. */
const NOW = Date.parse('2026-03-10T12:00:00Z');

const routes: Record<string, InjectOptions> = {
  'GET /api/atp/players': { method: 'GET', url: '/api/atp/players?q=ma' },
  'GET /api/atp/players/:playerId': { method: 'GET', url: '/api/atp/players/DP0001' },
  'GET /api/atp/players/:playerId/head-to-head/:opponentId': {
    method: 'GET',
    url: '/api/atp/players/DP0001/head-to-head/DP0002',
  },
};
const everyRoute = Object.entries(routes);

describe.each(dialects)('tennis player routes on the demo season (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: testClock(NOW).now });
    ({ headers } = await signInSubscriber(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(everyRoute)('%s answers 401 without a token', async (_route, request) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(401);
  });

  it.each(everyRoute)('%s answers 402 without a subscription', async (_route, request) => {
    const user = await createUser(t);
    const res = await t.app.inject({ ...request, headers: authHeader(await tokenFor(t, user, {})) });
    expect(res.statusCode).toBe(402);
  });

  it('stores the players of a draw it serves, in the background: found by name before any player page', async () => {
    const draw = (await get('/api/atp/draws/2026/404')).json<DrawResponse>();
    const player = draw.Associations[0]?.Events[0]?.Rounds[0]?.Fixtures.find((fixture) => fixture.DrawLineTop)
      ?.DrawLineTop?.Players[0];
    if (!player) throw new Error('no player in the draw');
    const q = encodeURIComponent(`${player.FirstName} ${player.LastName}`);
    let found: PlayerSearchResponse = { Players: [] };
    while (found.Players.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      found = (await get(`/api/atp/players?q=${q}`)).json<PlayerSearchResponse>();
    }
    expect(found.Players[0]?.PlayerId).toBe(player.PlayerId);
    expect(found.Players[0]?.Nation).toMatch(/^[A-Z]{3}$/);
  });

  it("answers a player's season: every tournament played, newest first, the round reached and each match", async () => {
    const res = await get('/api/atp/players/DP0001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-source']).toBe('demo');
    const page = res.json<PlayerResponse>();
    expect(page.Player.PlayerId).toBe('DP0001');
    expect(page.Player.Nation).toMatch(/^[A-Z]{3}$/);
    expect(page.Seasons).toEqual([2026, 2025]);
    expect(page.Season).toBe(2026);
    expect(page.Tournaments.length).toBeGreaterThan(0);
    const starts = page.Tournaments.map((tournament) => tournament.PlayStartDate);
    expect(starts).toEqual(starts.toSorted().reverse());
    for (const tournament of page.Tournaments) {
      expect(tournament.TournamentYear).toBe(2026);
      expect(tournament.Matches.length).toBeGreaterThan(0);
      const last = tournament.Matches[0];
      expect(tournament.RoundReached === 'Winner' ? last?.Won : tournament.RoundReached).toBe(
        tournament.RoundReached === 'Winner' ? true : last?.RoundName,
      );
    }
  });

  it("matches the draw: the player's matches at a tournament are the draw's, scores from their side", async () => {
    const page = (await get('/api/atp/players/DP0001?season=2025')).json<PlayerResponse>();
    expect(page.Season).toBe(2025);
    const entry = page.Tournaments.find((tournament) => tournament.EventTypeCode === 'MS');
    if (!entry) throw new Error('no singles event for the best player in 2025');
    const draw = (await get(`/api/atp/draws/2025/${entry.TournamentId}`)).json<DrawResponse>();
    const event = draw.Associations[0]?.Events.find((candidate) => candidate.EventTypeCode === 'MS');
    // Every fixture of the event: the round-robin groups' (the season finals are the best player's last event)
    // and the bracket's.
    const fixtures = [
      ...(event?.Groups ?? []).flatMap((group) => group.Fixtures),
      ...(event?.Rounds ?? []).flatMap((round) => round.Fixtures),
    ];
    const played = fixtures
      .filter((fixture) =>
        [fixture.DrawLineTop, fixture.DrawLineBottom].some((line) =>
          line?.Players.some((player) => player.PlayerId === 'DP0001'),
        ),
      )
      .filter((fixture) => fixture.DrawLineTop && fixture.DrawLineBottom);
    expect(entry.Matches).toHaveLength(played.length);
    const final = played.at(-1);
    const onTop = final?.DrawLineTop?.Players[0]?.PlayerId === 'DP0001';
    const firstSet = final?.Result?.SetResults[0];
    expect(entry.Matches[0]?.SetResults[0]?.GamesA).toBe(onTop ? firstSet?.GamesA : firstSet?.GamesB);
  });

  it('finds players by any word prefix, accents and case folded, best first', async () => {
    const page = (await get('/api/atp/players/DP0001')).json<PlayerResponse>();
    const { FirstName, LastName } = page.Player;
    const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');
    const byLast = (
      await get(`/api/atp/players?q=${encodeURIComponent(folded(LastName).slice(0, 4).toUpperCase())}`)
    ).json<PlayerSearchResponse>();
    expect(byLast.Players.length).toBeGreaterThan(0);
    expect(byLast.Players.length).toBeLessThanOrEqual(20);
    const both = await get(`/api/atp/players?q=${encodeURIComponent(`${FirstName} ${LastName.slice(0, 3)}`)}`);
    expect(both.json<PlayerSearchResponse>().Players[0]).toMatchObject({ FirstName, LastName });
    expect((await get('/api/atp/players?q=zzzzqq')).json<PlayerSearchResponse>()).toEqual({ Players: [] });
  });

  it('refuses an empty or too long search with a message', async () => {
    for (const q of ['', '%20', '--', 'a'.repeat(61)]) {
      const res = await get(`/api/atp/players?q=${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json<{ error: string }>().error).toBeTruthy();
    }
    expect((await get('/api/atp/players')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown player or season, 400 for a malformed one', async () => {
    expect((await get('/api/atp/players/DP9999')).json()).toEqual({ error: 'Player not found.' });
    expect((await get('/api/atp/players/DP9999')).statusCode).toBe(404);
    expect((await get('/api/atp/players/DP0001?season=2031')).json()).toEqual({ error: 'Season not found.' });
    expect((await get('/api/atp/players/DP0001?season=26')).statusCode).toBe(400);
    expect((await get('/api/atp/players/bad_id')).statusCode).toBe(400);
  });

  it('answers a head-to-head from both sides, newest first; a pair that never met has no matches', async () => {
    const page = (await get('/api/atp/players/DP0001?season=2025')).json<PlayerResponse>();
    const opponentId = page.Tournaments.find((entry) => entry.EventTypeCode === 'MS')?.Matches[0]?.Opponents[0]
      ?.PlayerId;
    if (!opponentId) throw new Error('no opponent');
    const res = await get(`/api/atp/players/DP0001/head-to-head/${opponentId}`);
    expect(res.statusCode).toBe(200);
    const h2h = res.json<HeadToHeadResponse>();
    expect(h2h.Player.PlayerId).toBe('DP0001');
    expect(h2h.Opponent.PlayerId).toBe(opponentId);
    expect(h2h.Matches.length).toBeGreaterThan(0);
    const decided = h2h.Matches.filter((match) => match.WinnerId !== null);
    expect(h2h.Wins).toBe(decided.filter((match) => match.WinnerId === 'DP0001').length);
    expect(h2h.Wins + h2h.Losses).toBe(decided.length);
    const reverse = (await get(`/api/atp/players/${opponentId}/head-to-head/DP0001`)).json<HeadToHeadResponse>();
    expect([reverse.Wins, reverse.Losses]).toEqual([h2h.Losses, h2h.Wins]);
    expect(reverse.Matches[0]?.SetResults[0]?.GamesA).toBe(h2h.Matches[0]?.SetResults[0]?.GamesB);

    const never = (await get('/api/atp/players/DP0001/head-to-head/DP0720')).json<HeadToHeadResponse>();
    expect(never.Matches.filter((match) => match.EventTypeCode === 'MS')).toEqual([]);
  });

  it('answers the same bytes again, and refuses the same player twice or an unknown one', async () => {
    const first = await get('/api/atp/players/DP0001/head-to-head/DP0002');
    expect((await get('/api/atp/players/DP0001/head-to-head/DP0002')).body).toBe(first.body);
    expect((await get('/api/atp/players/DP0001/head-to-head/DP0001')).statusCode).toBe(400);
    const unknown = await get('/api/atp/players/DP0001/head-to-head/DP9999');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'Player not found.' }]);
    expect((await get('/api/atp/players/DP0001/head-to-head/x.y')).statusCode).toBe(400);
  });
});
