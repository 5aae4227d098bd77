import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, signInSubscriber, type Headers } from '../diary/testing/diary.js';
import { itRefusesAllButSubscribers } from '../access/testing/subscriber-gate.js';

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

  itRefusesAllButSubscribers(() => t, routes);

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
