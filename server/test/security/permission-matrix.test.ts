import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDay, expectOk, tab } from '../../src/features/diary/testing/diary.js';
import { buildTestApp, dialects, type TestApp } from '../build-app.js';
import { createRegistrationRequest, DEFAULT_PASSWORD } from '../factories.js';
import { createActor, createSubscriber, type Actor } from './actors.js';
import { cases, roles, type Owner, type Role } from './permission-cases.js';
import { registeredRoutes } from './routes.js';

const matrix = cases.flatMap((routeCase) => roles.map((role) => ({ ...routeCase, role })));
let sequence = 0;

async function createOwner(t: TestApp): Promise<Owner> {
  const subscriber = await createSubscriber(t);
  // Short enough to be a tournament or player id too.
  const marker = `s${++sequence}x${subscriber.user.id.slice(0, 6)}`;
  const date = '2026-05-04';
  expectOk(await saveDay(t, subscriber.headers, { date, notes: [tab({ title: marker, tags: [marker] })] }));
  const note = await t.app.inject({
    method: 'POST',
    url: `/api/player-notes/${marker}/${marker}`,
    headers: subscriber.headers,
    payload: { note: `Scouting ${marker}`, tournamentYear: 2026 },
  });
  expectOk(note);
  return { ...subscriber, date, marker };
}

function actorFor(t: TestApp, role: Role, owner: () => Promise<Owner>): Promise<Actor | undefined> {
  switch (role) {
    case 'anonymous':
      return Promise.resolve(undefined);
    case 'must-change user':
      return createActor(t, { mustChangePassword: true });
    case 'unsubscribed':
      return createActor(t);
    case 'subscriber':
      return owner();
    case 'other subscriber':
      return createSubscriber(t);
    case 'admin':
      return createActor(t, { isAdmin: true });
    case 'must-change admin':
      return createActor(t, { isAdmin: true, mustChangePassword: true });
  }
}

describe.each(dialects)('permission matrix (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has a row for every route the server registers, and no row for a route it does not', () => {
    expect(cases.map((row) => row.route).sort()).toEqual(registeredRoutes(t.app));
  });

  it.each(matrix)('$route as $role', async ({ request, role, outcomes, showsOwnerData }) => {
    let ownerPromise: Promise<Owner> | undefined;
    const owner = () => (ownerPromise ??= createOwner(t));
    const actor = await actorFor(t, role, owner);
    // A route that shows the owner's data may not name the owner in its request (a list): the owner must
    // exist all the same, or a list leaking every user's days would have nothing to leak here.
    if (showsOwnerData) await owner();
    // A fresh address per call, so the per-address rate limits never decide an outcome here.
    const remoteAddress = `10.1.${Math.floor(++sequence / 250)}.${sequence % 250}`;
    const options = await request({ t, actor, owner });

    // The actor's credentials, over any header the request needs of its own (a body's content type).
    const res = await t.app.inject({ ...options, headers: { ...options.headers, ...actor?.headers }, remoteAddress });
    const outcome = outcomes[role];
    const [status, body] = typeof outcome === 'number' ? [outcome, undefined] : outcome;
    expect({ status: res.statusCode, body: res.body }).toMatchObject({ status });
    if (body !== undefined) expect(res.json()).toEqual(body);

    // Another user's data is never visible, in lists or by id; the owner's own answer shows it.
    if (ownerPromise) {
      const { marker } = await ownerPromise;
      if (role === 'subscriber' && showsOwnerData) expect(res.body).toContain(marker);
      if (role !== 'subscriber') expect(res.body).not.toContain(marker);
    }
  });

  it('gives no token to a pending or a rejected registrant, with the answer a wrong password gets', async () => {
    const pending = await createRegistrationRequest(t);
    const rejected = await createRegistrationRequest(t);
    await t.database.db
      .updateTable('registrationRequests')
      .set({ status: 'rejected' })
      .where('id', '=', rejected.id)
      .execute();

    for (const { username } of [pending, rejected]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: DEFAULT_PASSWORD },
        remoteAddress: `10.2.0.${++sequence % 250}`,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid username or password.' });
    }
  });
});
