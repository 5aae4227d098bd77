import type { LoginResponse, MeResponse } from '@baseline/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects, type TestApp } from '../build-app.js';
import { subscribeWithTestCheckout } from '../../src/features/billing/testing/billing.js';
import { authHeader, createUser, type TestUser } from '../factories.js';
import { sharedRedisAvailable, startTwoInstances, type TwoInstances } from './two-instances.js';

// The minutes left depend on how long the test took, so only the form of the message is fixed here.
const TOO_MANY_FAILURES = expect.stringMatching(
  /^Too many failed login attempts\. Try again in \d+ minutes?\.$/,
) as string;
const TOO_MANY_REQUESTS = expect.stringMatching(
  /^Too many requests\. Please try again in \d+ (second|minute)s?\.$/,
) as string;

/**
 * Two instances over one database and one Redis behave as one server: a session from either works on both,
 * and every limit counts the requests of both. (Logout, password changes and subscription changes reaching
 * the other instance: src/features/access/access-cache.test.ts. One upstream call for a tennis answer across both:
 * src/features/tennis/tennis.shared-cache.test.ts.)
 */
describe.runIf(sharedRedisAvailable).each(dialects)('two instances sharing one database and Redis (%s)', (dialect) => {
  let instances: TwoInstances;
  let a: TestApp;
  let b: TestApp;
  beforeEach(async () => {
    instances = await startTwoInstances(dialect);
    ({ a, b } = instances);
  });
  afterEach(async () => {
    await instances.close();
  });

  const login = (t: TestApp, username: string, password: string, remoteAddress = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });
  const tokenFrom = async (t: TestApp, user: TestUser) => {
    const res = await login(t, user.username, user.password);
    expect(res.statusCode).toBe(200);
    return res.json<LoginResponse>().token;
  };

  it('accepts a session started on either instance on the other, over the same data', async () => {
    const user = await createUser(a);
    for (const [issuer, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const headers = authHeader(await tokenFrom(issuer, user));
      const me = await other.app.inject({ url: '/api/auth/me', headers });
      expect(me.statusCode).toBe(200);
      expect(me.json<MeResponse>()).toEqual({
        subscribed: false,
        username: user.username,
        email: user.email,
        isAdmin: false,
        mustChangePassword: false,
      });
    }

    const headers = authHeader(await tokenFrom(a, user));
    await subscribeWithTestCheckout(b, headers);
    const notes = [{ title: 'Serve', content: '<p>toss higher</p>', tags: ['serve'] }];
    const saved = await a.app.inject({
      method: 'POST',
      url: '/api/diary',
      headers,
      payload: { date: '2026-11-21', notes },
    });
    expect(saved.statusCode).toBe(200);
    const read = await b.app.inject({ url: '/api/diary?date=2026-11-21', headers });
    expect(read.json()).toEqual({ date: '2026-11-21', notes: [{ ...notes[0], image: null }], version: 1 });
  });

  it('counts one address’s login requests on both instances against one limit of 30 a minute', async () => {
    // A different unknown name each time: the per-account failure throttle stays out of the way.
    for (let n = 0; n < 30; n++) {
      const res = await login(n % 2 === 0 ? a : b, `nobody${n}`, 'wrong password');
      expect(res.statusCode).toBe(401);
    }
    for (const instance of [a, b]) {
      const limited = await login(instance, 'nobody-more', 'wrong password');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: TOO_MANY_REQUESTS });
    }
    expect((await login(b, 'nobody-else', 'wrong password', '198.51.100.9')).statusCode).toBe(401);
  });

  it('locks an account after 10 failures split over both instances, for the right password too', async () => {
    const user = await createUser(a);
    for (let n = 0; n < 10; n++) {
      const res = await login(n < 5 ? a : b, user.username, 'wrong guess', `198.51.100.${n}`);
      expect(res.statusCode).toBe(401);
    }
    for (const instance of [a, b]) {
      const locked = await login(instance, user.username, user.password, '192.0.2.1');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ error: TOO_MANY_FAILURES });
    }
  });

  it('forgets failures counted on one instance when the right password is given on the other', async () => {
    const user = await createUser(a);
    for (let n = 0; n < 9; n++) expect((await login(a, user.username, 'wrong guess')).statusCode).toBe(401);
    await tokenFrom(b, user);
    for (let n = 0; n < 9; n++) expect((await login(a, user.username, 'wrong guess')).statusCode).toBe(401);
    await tokenFrom(a, user);
  });
});
