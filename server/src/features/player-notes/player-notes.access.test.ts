import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, signInSubscriber, type Headers } from '../../../test/diary.js';
import { authHeader, createUser, tokenFor } from '../../../test/factories.js';

const routes: Record<string, InjectOptions> = {
  'GET /api/player-notes/:tournamentId/:playerId': { method: 'GET', url: '/api/player-notes/404/DP0001' },
  'POST /api/player-notes/:tournamentId/:playerId': {
    method: 'POST',
    url: '/api/player-notes/404/DP0001',
    payload: { note: 'x' },
  },
  'GET /api/player-notes/:tournamentId': { method: 'GET', url: '/api/player-notes/404' },
  'GET /api/player-notes/player/:playerId': { method: 'GET', url: '/api/player-notes/player/DP0001' },
};
const everyRoute = Object.entries(routes);

describe.each(dialects)('player notes: refusals and privacy (%s)', (dialect) => {
  let t: TestApp;
  let alice: Headers;
  let bob: Headers;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({ headers: alice } = await signInSubscriber(t));
    ({ headers: bob } = await signInSubscriber(t));
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: '/api/player-notes/404/DP0001',
        headers: alice,
        payload: { note: "Alice's scouting", tournamentYear: 2026 },
      }),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(everyRoute)('%s answers 401 without a token', async (_route, request) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication required.' });
  });

  it.each(everyRoute)('%s answers 403 while the password must be changed', async (_route, request) => {
    const user = await createUser(t, { mustChangePassword: true });
    const res = await t.app.inject({
      ...request,
      headers: authHeader(await tokenFor(t, user, { mustChangePassword: true })),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You must change your password before continuing.' });
  });

  it.each(everyRoute)('%s answers 402 without a subscription', async (_route, request) => {
    const user = await createUser(t);
    const res = await t.app.inject({ ...request, headers: authHeader(await tokenFor(t, user, {})) });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: 'An active subscription is required.' });
  });

  it("never shows one user's note to another", async () => {
    const read = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });
    expect((await read(bob, '/api/player-notes/404/DP0001')).json()).toEqual({ note: '' });
    expect((await read(bob, '/api/player-notes/404')).json()).toEqual({ playerIds: [] });
    expect((await read(bob, '/api/player-notes/player/DP0001')).json()).toEqual({ notes: [] });
    expect((await read(alice, '/api/player-notes/404/DP0001')).json()).toEqual({ note: "Alice's scouting" });
  });

  it("keeps each user's note apart on the same player, and lets neither delete the other's", async () => {
    const write = (headers: Headers, note: string) =>
      t.app.inject({ method: 'POST', url: '/api/player-notes/404/DP0001', headers, payload: { note } });
    expectOk(await write(bob, "Bob's view"));
    expectOk(await write(bob, ''));
    const aliceNote = await t.app.inject({ method: 'GET', url: '/api/player-notes/404/DP0001', headers: alice });
    expect(aliceNote.json()).toEqual({ note: "Alice's scouting" });
    const dossier = await t.app.inject({ method: 'GET', url: '/api/player-notes/player/DP0001', headers: alice });
    expect(dossier.json()).toMatchObject({ notes: [{ tournamentId: '404', note: "Alice's scouting" }] });
  });
});
