import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../test/build-app.js';
import { createActor, type Actor } from '../../test/security/actors.js';

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
