import type { LabelsResponse, PlayerLabel } from '@baseline/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, signInSubscriber, type Headers } from '../diary/testing/diary.js';
import { itRefusesAllButSubscribers } from '../access/testing/subscriber-gate.js';

const SOME_ID = '00000000-0000-4000-8000-000000000001';
const routes: Record<string, InjectOptions> = {
  'GET /api/labels': { method: 'GET', url: '/api/labels' },
  'POST /api/labels': { method: 'POST', url: '/api/labels', payload: { name: 'x', colour: 'red' } },
  'PUT /api/labels/:labelId': { method: 'PUT', url: `/api/labels/${SOME_ID}`, payload: { name: 'x' } },
  'DELETE /api/labels/:labelId': { method: 'DELETE', url: `/api/labels/${SOME_ID}` },
  'PUT /api/labels/players/:playerId': { method: 'PUT', url: '/api/labels/players/S0AG', payload: { labelIds: [] } },
};

describe.each(dialects)('player labels: refusals and privacy (%s)', (dialect) => {
  let t: TestApp;
  let alice: Headers;
  let bob: Headers;
  let aliceLabel: PlayerLabel;
  const read = async (headers: Headers) =>
    expectOk(await t.app.inject({ method: 'GET', url: '/api/labels', headers })).json<LabelsResponse>();

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({ headers: alice } = await signInSubscriber(t));
    ({ headers: bob } = await signInSubscriber(t));
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/labels',
      headers: alice,
      payload: { name: 'Injury watch', colour: 'red' },
    });
    aliceLabel = made.json<PlayerLabel>();
    expectOk(
      await t.app.inject({
        method: 'PUT',
        url: '/api/labels/players/S0AG',
        headers: alice,
        payload: { labelIds: [aliceLabel.id] },
      }),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  itRefusesAllButSubscribers(() => t, routes);

  it("never lists one member's labels or labelled players to another", async () => {
    expect(await read(bob)).toEqual({ labels: [], players: [] });
    expect(await read(alice)).toEqual({
      labels: [aliceLabel],
      players: [{ playerId: 'S0AG', labelIds: [aliceLabel.id] }],
    });
  });

  it("answers another member's label id exactly as an unknown one, and changes nothing", async () => {
    const attempts = (labelId: string): InjectOptions[] => [
      { method: 'PUT', url: `/api/labels/${labelId}`, payload: { name: 'Mine now', colour: 'blue' } },
      { method: 'DELETE', url: `/api/labels/${labelId}` },
      { method: 'PUT', url: '/api/labels/players/S0AG', payload: { labelIds: [labelId] } },
    ];
    const unknownAttempts = attempts(SOME_ID);
    for (const [index, attempt] of attempts(aliceLabel.id).entries()) {
      const theirs = await t.app.inject({ ...attempt, headers: bob });
      const unknown = await t.app.inject({ ...unknownAttempts[index], headers: bob });
      expect({ status: theirs.statusCode, body: theirs.json<unknown>() }).toEqual({
        status: 404,
        body: { error: 'Label not found.' },
      });
      expect({ status: theirs.statusCode, body: theirs.body }).toEqual({
        status: unknown.statusCode,
        body: unknown.body,
      });
    }
    expect(await read(alice)).toEqual({
      labels: [aliceLabel],
      players: [{ playerId: 'S0AG', labelIds: [aliceLabel.id] }],
    });
    expect(await read(bob)).toEqual({ labels: [], players: [] });
  });

  it("mixes no member's label into another's set, even beside their own", async () => {
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/labels',
      headers: bob,
      payload: { name: 'Bob', colour: 'teal' },
    });
    const bobLabel = own.json<PlayerLabel>();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/labels/players/S0AG',
      headers: bob,
      payload: { labelIds: [bobLabel.id, aliceLabel.id] },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Label not found.' });
    expect((await read(bob)).players).toEqual([]);
  });

  it('lets two members each have a label of the same name, and an extra userId field changes no owner', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/labels',
      headers: bob,
      payload: { name: 'injury WATCH', colour: 'pink', userId: 'someone-else' },
    });
    expect(res.statusCode).toBe(201);
    expect((await read(bob)).labels.map((label) => label.name)).toContain('injury WATCH');
    expect((await read(alice)).labels).toEqual([aliceLabel]);
  });
});
