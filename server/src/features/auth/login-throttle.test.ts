import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { connectTestRedis, rateLimitStores } from '../../../test/redis.js';
import type { RedisLink } from '../../plugins/redis.js';
import { createLoginThrottle } from './login-throttle.js';

// The minutes left depend on how long the test took, so only the form of the message is fixed here.
const TOO_MANY = expect.stringMatching(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/) as string;

describe.each(rateLimitStores)('failed-login throttling ($name store)', ({ env }) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  async function startApp(): Promise<TestApp> {
    t = await buildTestApp('sqlite', env);
    return t;
  }
  const attempt = (server: TestApp, username: string, password: string, remoteAddress = '203.0.113.7') =>
    server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

  it.skipIf(!env)('locks an account after 10 failures from any addresses, even for the right password', async () => {
    const server = await startApp();
    const user = await createUser(server);
    const neighbour = await createUser(server);
    for (let n = 0; n < 10; n++) {
      const res = await attempt(server, user.username, 'wrong guess', `198.51.100.${n}`);
      expect(res.statusCode).toBe(401);
    }

    for (const password of ['wrong guess', user.password]) {
      const res = await attempt(server, user.email, password, '192.0.2.1');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ error: TOO_MANY });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    expect((await attempt(server, neighbour.username, neighbour.password)).statusCode).toBe(200);
  });

  it.skipIf(!env)('throttles an unknown name exactly as a known one', async () => {
    const server = await startApp();
    for (let n = 0; n < 10; n++) expect((await attempt(server, 'Nobody', 'guess')).statusCode).toBe(401);
    const res = await attempt(server, 'nobody', 'guess');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: TOO_MANY });
  });

  it.skipIf(!env)('forgets failures once the right password is given', async () => {
    const server = await startApp();
    const user = await createUser(server);
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 9; n++) expect((await attempt(server, user.username, 'wrong guess')).statusCode).toBe(401);
      expect(await loginAs(server, user)).toEqual(expect.any(String));
    }
  });
});

describe.each(rateLimitStores)('login throttle counts ($name store)', ({ env }) => {
  let redis: RedisLink | undefined;
  afterEach(async () => {
    await redis?.client.quit();
  });

  it.skipIf(!env)('blocks an address after 100 failures across accounts, for the rest of the hour', async () => {
    redis = env?.REDIS_URL ? await connectTestRedis(env.REDIS_URL) : undefined;
    const throttle = createLoginThrottle(redis, `test_${randomBytes(6).toString('hex')}:`);
    for (let n = 0; n < 99; n++) await throttle.recordFailure(`account${n}`, '203.0.113.7');
    expect(await throttle.retryAfterMs('fresh-account', '203.0.113.7')).toBe(0);

    await throttle.recordFailure('account99', '203.0.113.7');
    expect(await throttle.retryAfterMs('fresh-account', '203.0.113.7')).toBeGreaterThan(59 * 60 * 1000);
    expect(await throttle.retryAfterMs('fresh-account', '198.51.100.1')).toBe(0);
  });
});
