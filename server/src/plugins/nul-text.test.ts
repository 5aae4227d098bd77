import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../test/build-app.js';
import { createActor, createSubscriber, type Actor } from '../../test/security/actors.js';
import { BODY_TOO_DEEP, MAX_BODY_DEPTH } from './nul-text.js';

describe.each(dialects)('NUL characters in text (%s)', (dialect) => {
  let t: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = await createActor(t, { isAdmin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

  it('are dropped from bodies and queries, so every dialect stores and finds the same text', async () => {
    const saved = await send('POST', '/api/diary', {
      date: '2026-03-04',
      notes: [{ title: 'Clay\u0000', content: '<p>Top\u0000spin</p>', tags: ['ru\u0000n'] }],
    });
    expect(saved.statusCode).toBe(200);
    expect((await send('GET', '/api/diary?date=2026-03-04')).json()).toMatchObject({
      notes: [{ title: 'Clay', content: '<p>Topspin</p>', tags: ['run'] }],
    });
    const found = await send('GET', '/api/diary/search?tag=r%00un');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toHaveLength(1);
  });

  it('are dropped from path parameters', async () => {
    const dossier = await send('GET', '/api/player-notes/player/ab%00c');
    expect(dossier.statusCode).toBe(200);
  });

  it('do not turn a login or a registration into a server error', async () => {
    const login = await send('POST', '/api/auth/login', { username: 'no\u0000body', password: 'whatever it is' });
    expect(login.statusCode).toBe(401);
    const register = await send('POST', '/api/auth/register-request', {
      username: 'nul-tester',
      email: 'nul@example.test',
      message: 'Hello\u0000there',
    });
    expect(register.statusCode).toBe(201);
    const [request] = await t.database.db.selectFrom('registrationRequests').select('message').execute();
    expect(request?.message).toBe('Hellothere');
  });
});

describe.each(dialects)('deeply nested bodies (%s)', (dialect) => {
  let t: TestApp;
  let member: Actor;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    member = await createSubscriber(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const nested = (depth: number, leaf: string) => '['.repeat(depth) + JSON.stringify(leaf) + ']'.repeat(depth);
  const send = (url: string, body: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json', ...headers } });

  it.each([
    ['an array', (depth: number) => `{"username":${nested(depth, 'a')},"password":"x"}`],
    ['an object', (depth: number) => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`],
  ])('answers 400 to %s 10,000 levels deep on a public route, without logging in', async (_kind, body) => {
    for (const url of ['/api/auth/login', '/api/auth/register-request']) {
      const answer = await send(url, body(10_000));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: BODY_TOO_DEEP });
    }
  });

  it('answers 400 to a deep body on a subscriber route, and saves nothing', async () => {
    const day = `{"date":"2026-03-05","notes":[{"title":"Deep","content":"<p>x</p>","tags":${nested(5_000, 't')}}]}`;
    const answer = await send('/api/diary', day, member.headers);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: BODY_TOO_DEEP });
    const stored = await t.app.inject({ method: 'GET', url: '/api/diary?date=2026-03-05', headers: member.headers });
    expect(stored.json()).toMatchObject({ notes: [] });
  });

  it('still validates a body just within the depth limit as usual', async () => {
    const answer = await send('/api/auth/login', `{"username":${nested(MAX_BODY_DEPTH - 2, 'a')},"password":"x"}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'Username must be text.' });
  });
});
