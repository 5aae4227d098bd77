import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../build-app.js';
import { eventually } from '../eventually.js';
import { signIn, type TestUser } from '../factories.js';
import { postgresUrl } from '../services.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

const UNAVAILABLE = { error: 'The service is temporarily unavailable. Please try again shortly.' };
const HEALTH_DOWN = { error: 'The database is not answering.' };

/** TEST_DATABASE_URL with the proxy in place of the server. */
function throughProxy(proxy: TcpProxy): string {
  const url = new URL(postgresUrl ?? '');
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return url.toString();
}

describe.runIf(dialects.includes('postgres'))('PostgreSQL going away during a run', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let user: TestUser;
  let headers: Record<string, string>;

  beforeAll(async () => {
    const target = new URL(postgresUrl ?? '');
    proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
  });
  afterAll(async () => {
    await proxy.close();
  });
  beforeEach(async () => {
    await proxy.restore();
    t = await buildTestApp('postgres', { DATABASE_URL: throughProxy(proxy) });
    ({ user, headers } = await signIn(t));
  });
  afterEach(async () => {
    // The schema is dropped through the proxy.
    await proxy.restore();
    await t.close();
  });

  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
  const status = () => t.app.inject({ method: 'GET', url: '/api/stripe/subscription-status', headers });
  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: user.password },
    });

  /**
   * Runs the request and answers how many connections to the server it opened as well (pg's own connect,
   * counted, not replaced). A request that tries once and gives up on the refusal answers at once; one that
   * retried would wait between tries. Counted instead of timed, which a busy machine slows.
   */
  async function connecting<T>(request: () => Promise<T>): Promise<{ res: T; connects: number }> {
    const connect = vi.spyOn(pg.Client.prototype, 'connect');
    try {
      const res = await request();
      return { res, connects: connect.mock.calls.length };
    } finally {
      connect.mockRestore();
    }
  }

  it('answers 503 with a clear error at once while the server is down, and recovers by itself', async () => {
    expect((await status()).statusCode).toBe(200);

    await proxy.cut();
    for (const request of [status, login]) {
      const { res, connects } = await connecting(request);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
      expect(connects).toBeLessThanOrEqual(1);
    }
    const down = await connecting(health);
    expect(down.res.statusCode).toBe(503);
    expect(down.res.json()).toEqual(HEALTH_DOWN);
    expect(down.connects).toBeLessThanOrEqual(1);

    await proxy.restore();
    expect((await health()).json()).toMatchObject({ status: 'ok' });
    expect((await status()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
  });

  it('fails fast with 503 when the server accepts connections but does not answer, and recovers', async () => {
    // A pool with idle connections to a hung server still needs new ones for concurrent requests.
    await proxy.silence();
    const answers = await Promise.all([health(), status(), login(), status()]);
    // The server never answers, so any answer shows the app gave up by itself (the pool's 5 s connection
    // time-out); how soon after depends on the machine's load and is not timed. Without that time-out the
    // requests would hang and the test fail by its own time-out.
    expect(answers.map((res) => res.statusCode)).toEqual([503, 503, 503, 503]);
    expect(answers.slice(1).map((res) => res.json<unknown>())).toEqual([UNAVAILABLE, UNAVAILABLE, UNAVAILABLE]);

    await proxy.restore();
    expect((await status()).statusCode).toBe(200);
  });

  it('answers every request of a steady stream with 200 or a clean 503 across two restarts', async () => {
    const seen = new Map<number, number>();
    let stop = false;
    const client = async () => {
      while (!stop) {
        const res = await status();
        seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode !== 200) expect(res.json()).toEqual(UNAVAILABLE);
      }
    };
    const clients = Array.from({ length: 6 }, client);
    // Each phase lasts until the stream has met it (a 200 while up, a 503 while down), not a fixed pause, which
    // a busy machine could fill with a single slow request.
    const anotherAnswer = async (code: number) => {
      const before = seen.get(code) ?? 0;
      await eventually(() => {
        expect(seen.get(code) ?? 0).toBeGreaterThan(before);
      });
    };
    for (let restart = 0; restart < 2; restart++) {
      await anotherAnswer(200);
      await proxy.cut();
      await anotherAnswer(503);
      await proxy.restore();
    }
    await anotherAnswer(200);
    stop = true;
    await Promise.all(clients);

    expect([...seen.keys()].sort()).toEqual([200, 503]);
    expect((await status()).statusCode).toBe(200);
  });
});
