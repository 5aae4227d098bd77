import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../build-app.js';
import { readDay, saveDay, signInSubscriber, tab, type Headers } from '../../src/features/diary/testing/diary.js';
import { eventually } from '../eventually.js';
import { DEFAULT_PASSWORD, type TestUser } from '../factories.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';
import { redisUrl } from '../services.js';

const DOWN =
  "Redis is unavailable: rate limits, login throttling and caches use this instance's memory until it returns";
const BACK = 'Redis is back: rate limits, login throttling and caches are shared through it again';

/**
 * Redis going away under a running instance (REDIS_URL points at a proxy the test cuts, as a Redis killed
 * mid-run looks to the app): logins and diary reads and saves keep answering as they should, at once, on
 * this instance's memory, the outage is logged once, and Redis is used again when it returns. "At once" is
 * checked without a clock, which a busy machine slows: once the app knows Redis is down, a request sends it
 * no command at all, so nothing of it can wait for Redis's time-outs or its return.
 */
describe.runIf(redisUrl).each(dialects)('Redis going away during a run (%s)', (dialect) => {
  let proxy: TcpProxy;
  let direct: Redis;
  let t: TestApp;
  let user: TestUser;
  let headers: Headers;
  let logLines: { msg?: string }[];
  /** ioredis' own sendCommand, counted (not replaced): every command any client sends, the app's included. */
  let commands: MockInstance<Redis['sendCommand']>;

  beforeAll(async () => {
    const target = new URL(redisUrl ?? '');
    proxy = await startTcpProxy(Number(target.port || 6379), target.hostname);
    direct = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    await direct.quit();
    await proxy.close();
  });
  beforeEach(async () => {
    commands = vi.spyOn(Redis.prototype, 'sendCommand');
    await proxy.restore();
    logLines = [];
    const stream = { write: (line: string) => logLines.push(JSON.parse(line) as { msg?: string }) };
    t = await buildTestApp(
      dialect,
      { REDIS_URL: `redis://127.0.0.1:${proxy.port}` },
      { logger: { level: 'info', stream } },
    );
    ({ user, headers } = await signInSubscriber(t));
  });
  afterEach(async () => {
    commands.mockRestore();
    await proxy.restore();
    await t.close();
  });

  const login = (password = DEFAULT_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password } });
  const logged = (message: string) => logLines.filter((line) => line.msg === message).length;
  /** The app's login rate-limit counters in Redis, which exist only while it counts there. */
  const loginCounters = () => direct.keys(`${t.redisKeyPrefix}rate-limit:*`);

  /** Cuts Redis off and waits for the app to notice (the reconnection it tries is refused, and logged once). */
  async function cutRedis() {
    await proxy.cut();
    await eventually(() => {
      expect(logged(DOWN)).toBe(1);
    });
  }
  /** Runs a request and answers its response, once sure it sent Redis no command: it answered from memory. */
  async function fromMemory<T>(request: () => Promise<T>): Promise<T> {
    commands.mockClear();
    const res = await request();
    expect(commands.mock.calls.map(([command]) => command.name)).toEqual([]);
    return res;
  }

  it('answers logins and diary reads and saves from memory at once, logs it once, and uses Redis when back', async () => {
    expect((await login()).statusCode).toBe(200);
    expect(await loginCounters()).not.toEqual([]);
    await direct.del(...(await loginCounters()));

    await cutRedis();
    for (let round = 0; round < 3; round++) {
      expect((await fromMemory(() => login())).statusCode).toBe(200);
      const refused = await fromMemory(() => login('not the password'));
      expect(refused.statusCode).toBe(401);
      const notes = [tab({ title: `Round ${round}`, tags: ['serve'] })];
      const save = { date: '2026-03-09', notes, baseVersion: round };
      expect((await fromMemory(() => saveDay(t, headers, save))).statusCode).toBe(200);
      const day = await fromMemory(() => readDay(t, headers, '2026-03-09'));
      expect(day.notes.map((note) => note.title)).toEqual([`Round ${round}`]);
    }
    expect(await loginCounters()).toEqual([]);
    expect(logged(DOWN)).toBe(1);

    await proxy.restore();
    await expect.poll(() => logged(BACK), { timeout: 10_000, interval: 100 }).toBe(1);
    expect((await login()).statusCode).toBe(200);
    expect(await loginCounters()).not.toEqual([]);
    expect(logged(DOWN)).toBe(1);
  });

  it('keeps counting failed logins in memory while Redis is down: the eleventh wrong password is refused', async () => {
    await cutRedis();
    for (let n = 0; n < 10; n++) expect((await fromMemory(() => login('not the password'))).statusCode).toBe(401);
    const locked = await fromMemory(() => login());
    expect(locked.statusCode).toBe(429);
  });
});
