import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../build-app.js';
import { halfOfTheRun } from '../../services.js';
import { authHeader, tokenFor } from '../../factories.js';
import { createActor, type Actor } from '../actors.js';
import { registeredRoutes } from '../routes.js';
import { FUZZ_GROUPS, NOT_FUZZED } from './fuzz-groups.js';
import {
  expectWellFormed,
  FUZZ_RUNS,
  requestArbitrary,
  routeCollector,
  toInject,
  type FuzzRoute,
} from './route-fuzzer.js';

/**
 * The cases of each route are shared between the dialects: FUZZ_RUNS per route in all, on one or on both, and
 * when npm test runs its two halves side by side, each half sends its database's share.
 */
const RUNS_PER_DIALECT = Math.ceil(FUZZ_RUNS / (halfOfTheRun ? 2 : dialects.length));
/**
 * The exports answer with the whole account, which the other routes' cases fill (a thousand saved days, imports):
 * their cases are sent by an administrator of their own, whose account stays empty, so each case weighs the
 * query's handling and not a thousand days made into Markdown again.
 */
const SENT_FROM_AN_EMPTY_ACCOUNT = new Set(['GET /api/export/json', 'GET /api/export/markdown']);
/** Hundreds of requests per route, the login's reaching argon2: only a hang should stop them, not a busy machine. */
const FUZZ_TIMEOUT_MS = 120_000;

/**
 * Fuzzes one group of routes on each dialect, in process, as an admin (who passes every guard, so the
 * requests reach validation and the handlers), each request from an address of its own so that rate
 * limits do not stand in for the answers under test.
 */
export function fuzzGroup(group: keyof typeof FUZZ_GROUPS): void {
  describe.each(dialects)(`fuzzing the ${group} routes (%s)`, (dialect) => {
    const collector = routeCollector();
    let t: TestApp;
    let admin: Actor;
    let emptyAccount: Actor;
    let address = 0;
    beforeAll(async () => {
      t = await buildTestApp(dialect, {}, { onRoute: collector.onRoute });
      admin = await createActor(t, { isAdmin: true });
      emptyAccount = await createActor(t, { isAdmin: true });
    });
    afterAll(async () => {
      await t.close();
      // Nothing a request sent reached Object.prototype.
      expect(Object.keys(Object.prototype)).toEqual([]);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });

    it('covers every route the server registers, in exactly one group', () => {
      const grouped = Object.values(FUZZ_GROUPS).flat();
      expect([...grouped, ...NOT_FUZZED].sort()).toEqual(registeredRoutes(t.app));
      expect(new Set(grouped).size).toBe(grouped.length);
    });

    it.each(FUZZ_GROUPS[group])(
      `%s: ${RUNS_PER_DIALECT} cases, no 5xx, no leak, answers as declared`,
      async (key) => {
        const route = collector.routes.get(key) as FuzzRoute;
        expect(route).toBeDefined();
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route), async (request) => {
            const options = toInject(route, request);
            // Logout revokes the token it is sent with, so it gets a fresh one each time.
            const token =
              key === 'POST /api/auth/logout'
                ? await tokenFor(t, admin.user, { isAdmin: true })
                : SENT_FROM_AN_EMPTY_ACCOUNT.has(key)
                  ? emptyAccount.token
                  : admin.token;
            const remoteAddress = `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
            const res = await t.app.inject({
              ...options,
              headers: { ...options.headers, ...authHeader(token) },
              remoteAddress,
            });
            expectWellFormed(route, options, res);
          }),
          { numRuns: RUNS_PER_DIALECT },
        );
      },
      FUZZ_TIMEOUT_MS,
    );
  });
}
