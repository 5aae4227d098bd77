import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { rateLimitStores } from '../../test/redis.js';

interface LimitedRoute {
  url: string;
  max: number;
  window: string;
  windowSeconds: number;
  payload: (n: number) => object;
}

const routes: LimitedRoute[] = [
  {
    url: '/api/auth/login',
    max: 30,
    window: '1 minute',
    windowSeconds: 60,
    payload: (n) => ({ username: `nobody${n}`, password: 'wrong password' }),
  },
  {
    url: '/api/auth/register-request',
    max: 10,
    window: '15 minutes',
    windowSeconds: 900,
    payload: (n) => ({ username: `visitor${n}`, email: `visitor${n}@example.test` }),
  },
  {
    url: '/api/auth/forgot-password',
    max: 5,
    window: '15 minutes',
    windowSeconds: 900,
    payload: () => ({ email: 'nobody@example.test' }),
  },
  {
    url: '/api/auth/reset-password',
    max: 10,
    window: '15 minutes',
    windowSeconds: 900,
    payload: () => ({ token: 'no-such-token', password: 'a new secret!', confirm: 'a new secret!' }),
  },
];

describe.each(rateLimitStores)('per-address rate limits ($name store)', ({ env }) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it.skipIf(!env).each(routes)('$url allows $max requests per $window from one address', async (route) => {
    t = await buildTestApp('sqlite', env);
    const app = t.app;
    const send = (n: number, remoteAddress = '203.0.113.7') =>
      app.inject({ method: 'POST', url: route.url, payload: route.payload(n), remoteAddress });

    for (let n = 0; n < route.max; n++) expect((await send(n)).statusCode).not.toBe(429);
    const limited = await send(route.max);
    expect(limited.statusCode).toBe(429);
    // How long is left of the window depends on how long the requests took, so only its form is checked.
    expect(limited.json()).toEqual({
      error: expect.stringMatching(/^Too many requests\. Please try again in \d+ (second|minute)s?\.$/) as string,
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(route.windowSeconds);

    expect((await send(route.max + 1, '198.51.100.9')).statusCode).not.toBe(429);
  });
});
