import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscribeWithTestCheckout } from '../billing/testing/billing.js';
import { dialects, twoInstances, type TestApp, type TestDatabase, type TwoInstances } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { EVENTUALLY_TIMEOUT_MS } from '../../../test/eventually.js';
import { authHeader, DEFAULT_PASSWORD, signIn } from '../../../test/factories.js';
import { rateLimitStores } from '../../../test/redis.js';
import { ACCESS_CACHE_TTL_MS } from './access-cache.js';

const START = Date.parse('2026-11-21T12:00:00.000Z');
const DIARY = '/api/diary?date=2026-11-21';
const NEW_PASSWORD = 'a brand new passphrase';

/**
 * Two instances of the app over one database, as behind a load balancer: what one changes, the other
 * must refuse at once when they share Redis, and within ACCESS_CACHE_TTL_MS when it never hears of it.
 */
describe.each(dialects)('guard cache across instances (%s)', (dialect) => {
  describe.each(rateLimitStores)('changes announced through $name', ({ name: store, env }) => {
    let database: TestDatabase;
    let clock: TestClock;
    let a: TestApp;
    let b: TestApp;
    let instances: TwoInstances | undefined;

    beforeEach(async (context) => {
      if (!env) context.skip();
      clock = testClock(START);
      ({ database, a, b } = instances = await twoInstances(dialect, env, clock.now));
    });
    afterEach(async () => {
      // A skipped test (no Redis here) opened nothing.
      await instances?.close();
      instances = undefined;
    });

    const diaryOn = (t: TestApp, headers: Record<string, string>) => t.app.inject({ url: DIARY, headers });
    /** Status on b once the change had its chance to arrive: at once in memory, or over Redis (within EVENTUALLY_TIMEOUT_MS). */
    async function statusOnB(headers: Record<string, string>, expected: number): Promise<number> {
      let status = (await diaryOn(b, headers)).statusCode;
      const deadline = performance.now() + EVENTUALLY_TIMEOUT_MS;
      while (store === 'redis' && status !== expected && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = (await diaryOn(b, headers)).statusCode;
      }
      return status;
    }
    const subscriber = async () => {
      const signedIn = await signIn(a);
      await subscribeWithTestCheckout(a, signedIn.headers);
      return signedIn;
    };

    it('refuses a logged-out token on the other instance at once with Redis, within the bound without', async () => {
      const { headers } = await subscriber();
      expect((await diaryOn(b, headers)).statusCode).toBe(200);

      expect((await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).json()).toEqual({
        message: 'Logged out.',
      });
      expect((await diaryOn(a, headers)).statusCode).toBe(401);
      if (store === 'redis') {
        expect(await statusOnB(headers, 401)).toBe(401);
      } else {
        // b never hears of it: it may admit the token only until its cached answer is ACCESS_CACHE_TTL_MS old.
        clock.advance(ACCESS_CACHE_TTL_MS);
      }
      const refused = await diaryOn(b, headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
    });

    it('ends the old tokens on the other instance when the password changes', async () => {
      const { headers } = await subscriber();
      expect((await diaryOn(b, headers)).statusCode).toBe(200);

      const changed = await a.app.inject({
        method: 'PUT',
        url: '/api/users/change-password',
        headers,
        payload: { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD },
      });
      expect(changed.statusCode).toBe(200);
      expect((await diaryOn(a, headers)).statusCode).toBe(401);
      if (store === 'memory') clock.advance(ACCESS_CACHE_TTL_MS);
      expect(await statusOnB(headers, 401)).toBe(401);
      const fresh = authHeader(changed.json<{ token: string }>().token);
      expect((await diaryOn(b, fresh)).statusCode).toBe(200);
    });

    it.each(['end-sessions', 'disable'])(
      "ends a member's tokens on the other instance when an admin calls %s",
      async (action) => {
        const { user, headers } = await subscriber();
        const admin = await signIn(a, { isAdmin: true });
        expect((await diaryOn(b, headers)).statusCode).toBe(200);

        const res = await a.app.inject({
          method: 'POST',
          url: `/api/admin/members/${user.id}/${action}`,
          headers: admin.headers,
        });
        expect(res.statusCode).toBe(200);
        expect((await diaryOn(a, headers)).statusCode).toBe(401);
        if (store === 'memory') clock.advance(ACCESS_CACHE_TTL_MS);
        expect(await statusOnB(headers, 401)).toBe(401);
      },
    );

    it('refuses a subscription that ended unannounced within the bound, and not a moment later', async () => {
      const { user, headers } = await subscriber();
      expect((await diaryOn(a, headers)).statusCode).toBe(200);
      expect((await diaryOn(b, headers)).statusCode).toBe(200);

      // Written straight to the database, as by a process that announces nothing: the worst case.
      await database.database.db
        .updateTable('subscriptions')
        .set({ status: 'canceled' })
        .where('userId', '=', user.id)
        .execute();
      clock.advance(ACCESS_CACHE_TTL_MS - 1);
      expect((await diaryOn(b, headers)).statusCode).toBe(200);
      clock.advance(1);
      for (const instance of [a, b]) {
        const refused = await diaryOn(instance, headers);
        expect(refused.statusCode).toBe(402);
        expect(refused.json()).toEqual({ error: 'An active subscription is required.' });
      }
    });

    it('lets a new subscriber in on the other instance the moment the checkout completes, heard of or not', async () => {
      const { headers } = await signIn(a);
      expect((await diaryOn(b, headers)).statusCode).toBe(402);
      await subscribeWithTestCheckout(a, headers);
      // No waiting for the announcement and no clock advance: b reads afresh before it refuses.
      for (const instance of [b, a]) expect((await diaryOn(instance, headers)).statusCode).toBe(200);
    });
  });
});
