import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects, twoInstances, type TestApp, type TestDatabase, type TwoInstances } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { authHeader, createUser, loginAs, type TestUser } from '../../../test/factories.js';
import { SESSION_EXPIRED } from './guards.js';
import { findLastActivity } from './session-activity.repo.js';
import { ACTIVITY_RESOLUTION_MS } from './session-activity.js';

const START = Date.parse('2026-11-22T09:00:00.000Z');
const MINUTE = 60_000;
const IDLE_MINUTES = 60;

/**
 * The inactivity timeout (ASVS 7.3.1), on two instances of the app over one database as behind a load
 * balancer: a session unused for SESSION_IDLE_MINUTES is refused on every instance, and a session in use on
 * one instance stays alive on the other.
 */
describe.each(dialects)('inactivity timeout (%s)', (dialect) => {
  let database: TestDatabase;
  let clock: TestClock;
  let a: TestApp;
  let b: TestApp;
  let instances: TwoInstances | undefined;

  beforeEach(async () => {
    clock = testClock(START);
    ({ database, a, b } = instances = await twoInstances(
      dialect,
      { SESSION_IDLE_MINUTES: String(IDLE_MINUTES) },
      clock.now,
    ));
  });
  afterEach(async () => {
    await instances?.close();
    instances = undefined;
  });

  const me = (t: TestApp, token: string) => t.app.inject({ url: '/api/auth/me', headers: authHeader(token) });
  const statusOf = async (t: TestApp, token: string) => (await me(t, token)).statusCode;
  const lastRecorded = (token: string) => findLastActivity(database.database.db, jtiOf(token));
  const signedIn = async (): Promise<{ user: TestUser; token: string }> => {
    const user = await createUser(a);
    return { user, token: await loginAs(a, user) };
  };

  it('keeps a session in use alive past the timeout, as long as no gap between requests reaches it', async () => {
    const { token } = await signedIn();
    for (let hour = 0; hour < 3; hour += 1) {
      clock.advance((IDLE_MINUTES - 1) * MINUTE);
      expect(await statusOf(a, token)).toBe(200);
    }
  });

  it('refuses a session left unused for the timeout with 401 and the expired-session message, for good', async () => {
    const { token } = await signedIn();
    expect(await statusOf(a, token)).toBe(200);

    clock.advance(IDLE_MINUTES * MINUTE);
    const refused = await me(a, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: SESSION_EXPIRED });

    // The refusal records no use, so the session cannot come back however it is tried later.
    clock.advance(MINUTE);
    expect(await statusOf(a, token)).toBe(401);
    expect(await statusOf(b, token)).toBe(401);
  });

  it('counts the login as the first use: a token never used expires after the timeout too', async () => {
    const { token } = await signedIn();
    clock.advance(IDLE_MINUTES * MINUTE - 1);
    expect(await statusOf(a, token)).toBe(200);

    const { token: unused } = await signedIn();
    clock.advance(IDLE_MINUTES * MINUTE);
    expect(await statusOf(b, unused)).toBe(401);
  });

  it("keeps a session alive on an instance that hasn't seen it for hours while another one served it", async () => {
    const { token } = await signedIn();
    expect(await statusOf(a, token)).toBe(200);
    for (let step = 0; step < 6; step += 1) {
      clock.advance(30 * MINUTE);
      expect(await statusOf(b, token)).toBe(200);
    }
    // a last saw this session three hours ago; the database knows of b's later use.
    clock.advance(30 * MINUTE);
    expect(await statusOf(a, token)).toBe(200);
  });

  it('times out each session on its own: another session of the same user stays alive', async () => {
    const { user, token: idle } = await signedIn();
    clock.advance(30 * MINUTE);
    const busy = await loginAs(a, user);
    clock.advance(IDLE_MINUTES * MINUTE - 10 * MINUTE);
    expect(await statusOf(a, busy)).toBe(200);
    clock.advance(10 * MINUTE);
    expect(await statusOf(a, idle)).toBe(401);
    expect(await statusOf(a, busy)).toBe(200);
  });

  it('writes a use down at most once per resolution, so most requests cost no write', async () => {
    const { token } = await signedIn();
    clock.advance(ACTIVITY_RESOLUTION_MS / 2);
    expect(await statusOf(a, token)).toBe(200);
    // Within a resolution of the login, which counts as a use already.
    expect(await lastRecorded(token)).toBeUndefined();

    clock.advance(ACTIVITY_RESOLUTION_MS);
    const firstWrite = clock.now();
    expect(await statusOf(a, token)).toBe(200);
    expect(await lastRecorded(token)).toBe(firstWrite);

    clock.advance(ACTIVITY_RESOLUTION_MS - 1);
    expect(await statusOf(a, token)).toBe(200);
    expect(await lastRecorded(token)).toBe(firstWrite);

    clock.advance(1);
    expect(await statusOf(a, token)).toBe(200);
    expect(await lastRecorded(token)).toBe(firstWrite + ACTIVITY_RESOLUTION_MS);
  });

  it("does not move a session's recorded use back when an instance writes an older one late", async () => {
    const { token } = await signedIn();
    clock.advance(2 * MINUTE);
    expect(await statusOf(a, token)).toBe(200);
    clock.advance(8 * MINUTE);
    expect(await statusOf(b, token)).toBe(200);
    const latest = clock.now();
    // a request a had taken at minute 4, writing its use after b's.
    clock.advance(-6 * MINUTE);
    expect(await statusOf(a, token)).toBe(200);
    expect(await lastRecorded(token)).toBe(latest);
  });
});

function jtiOf(token: string): string {
  const [, payload = ''] = token.split('.');
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { jti: string }).jti;
}
