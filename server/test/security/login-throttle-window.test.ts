import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_FAILURE_LIMIT } from '../../src/features/auth/login-throttle.js';
import { buildTestApp, dialects, type TestApp } from '../build-app.js';
import { DEFAULT_PASSWORD } from '../factories.js';
import { createActor } from './actors.js';

const WINDOW_MS = ACCOUNT_FAILURE_LIMIT.duration * 1000;
const TOO_MANY = /^Too many failed login attempts\. Try again in \d+ minutes?\.$/;

/**
 * The in-memory throttle counts by the system clock, which the test moves (Date only: timers, the
 * database and the requests keep running on real time). Redis keeps time itself, so the window is
 * proven on the in-memory store; login-throttle.test.ts shows both stores lock alike.
 */
describe.each(dialects)('login throttling that a real user gets past (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const login = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

  it('locks out an attacker guessing one account, then lets the owner in once the window is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { user } = await createActor(t);
    for (let n = 0; n < ACCOUNT_FAILURE_LIMIT.points; n++) {
      const res = await login(user.username, `guess number ${n}`, `198.51.100.${n}`);
      expect(res.statusCode).toBe(401);
    }

    // Locked, even for the right password and from the owner's own address, for the whole window.
    for (const [password, elapsed] of [
      ['another guess', 0],
      [DEFAULT_PASSWORD, 0],
      [DEFAULT_PASSWORD, WINDOW_MS - 60_000],
    ] as const) {
      vi.setSystemTime(Date.now() + elapsed);
      const res = await login(user.username, password, '192.0.2.10');
      expect(res.statusCode).toBe(429);
      expect(res.json<{ error: string }>().error).toMatch(TOO_MANY);
    }

    vi.setSystemTime(Date.now() + 61_000);
    const owner = await login(user.username, DEFAULT_PASSWORD, '192.0.2.10');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ token: expect.any(String) as string });
  });

  it('never locks out an account because of failures on another account', async () => {
    const { user: victim } = await createActor(t);
    const { user: other } = await createActor(t);
    for (let n = 0; n < ACCOUNT_FAILURE_LIMIT.points + 2; n++) {
      await login(other.username, 'wrong', `203.0.113.${n}`);
    }
    expect((await login(victim.username, DEFAULT_PASSWORD, '203.0.113.1')).statusCode).toBe(200);
  });
});
