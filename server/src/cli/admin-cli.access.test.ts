import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTOR, cliEnv, PUBLIC_URL, runCli } from '../../test/admin-cli.js';
import { subscribeWithTestCheckout } from '../features/billing/testing/billing.js';
import { buildTestApp, dialects, type TestApp } from '../../test/build-app.js';
import { testClock, type TestClock } from '../../test/clock.js';
import { signIn } from '../../test/factories.js';
import { calendarDateAt } from '@baseline/contract/calendar-date';
import { ACCESS_CACHE_TTL_MS } from '../features/access/access-cache.js';

const DAY = 86_400_000;

describe.each(dialects)('admin CLI: complimentary access (%s)', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  let env: Record<string, string>;
  let zoe: Awaited<ReturnType<typeof signIn>>;
  beforeEach(async () => {
    clock = testClock(Date.parse('2026-12-01T10:00:00Z'));
    t = await buildTestApp(dialect, { PUBLIC_URL }, { now: clock.now });
    env = cliEnv(t.config, t.database);
    zoe = await signIn(t, { username: 'Zoe' });
  });
  afterEach(async () => {
    await t.close();
  });

  const admin = (argv: string[]) => runCli(env, argv, { now: clock.now });
  /** What the member's browser reads, once the running server's cache has let go of what it knew. */
  const status = async () => {
    clock.advance(ACCESS_CACHE_TTL_MS + 1);
    const res = await t.app.inject({ url: '/api/stripe/subscription-status', headers: zoe.headers });
    return res.json<{ subscribed: boolean; subscriptionEnd: string | null }>();
  };
  const audit = () =>
    t.database.db
      .selectFrom('auditLog')
      .select(['actorId', 'action', 'targetId', 'detail'])
      .orderBy('createdAt')
      .execute();

  it('grants access through the given day, moves its end, and ends it', async () => {
    expect(await status()).toMatchObject({ subscribed: false });

    const granted = await admin(['grant-access', 'zoe', '--until', '2027-01-31']);
    expect(granted).toMatchObject({ code: 0, stderr: '' });
    expect(granted.stdout).toBe('Complimentary access for "Zoe" until the end of 2027-01-31 (UTC).\n');
    expect(granted.events).toEqual([
      expect.objectContaining({ level: 30, event: 'cli.access.granted', actor: ACTOR, targetId: zoe.user.id }),
    ]);
    expect(await status()).toEqual(
      expect.objectContaining({ subscribed: true, subscriptionEnd: '2027-02-01T00:00:00.000Z' }),
    );

    expect((await admin(['grant-access', 'zoe', '--until', '2027-03-15'])).code).toBe(0);
    expect(await status()).toMatchObject({ subscribed: true, subscriptionEnd: '2027-03-16T00:00:00.000Z' });

    const ended = await admin(['end-access', 'zoe']);
    expect(ended).toMatchObject({ code: 0, stdout: 'Complimentary access for "Zoe" has ended.\n', stderr: '' });
    expect(ended.events).toEqual([
      expect.objectContaining({ event: 'cli.access.ended', actor: ACTOR, targetId: zoe.user.id }),
    ]);
    expect(await status()).toMatchObject({ subscribed: false });
    expect((await audit()).map(({ action, detail }) => [action, JSON.parse(detail) as unknown])).toEqual([
      ['member.complimentary-access-granted', { username: 'Zoe', lastDay: '2027-01-31' }],
      ['member.complimentary-access-granted', { username: 'Zoe', lastDay: '2027-03-15' }],
      ['member.complimentary-access-ended', { username: 'Zoe' }],
    ]);

    const again = await admin(['end-access', 'zoe']);
    expect(again).toMatchObject({ code: 1, stderr: '"Zoe" has no complimentary access.\n' });
  });

  it('lets a member whose gift ended subscribe and pay as anyone does', async () => {
    await admin(['grant-access', 'zoe', '--until', '2027-01-31']);
    await admin(['end-access', 'zoe']);
    await subscribeWithTestCheckout(t, zoe.headers);
    expect(await status()).toMatchObject({ subscribed: true });
  });

  it.each([
    ['2027-02-30', '"2027-02-30" is not a date: give the last day of access as YYYY-MM-DD.'],
    ['31/01/2027', '"31/01/2027" is not a date: give the last day of access as YYYY-MM-DD.'],
    ['2026-11-30', '2026-11-30 has passed: give a day from today on.'],
  ])('refuses --until %s', async (until, message) => {
    const run = await admin(['grant-access', 'zoe', '--until', until]);
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: `${message}\n` });
    expect(run.events).toEqual([expect.objectContaining({ event: 'cli.action.failed', status: 400, reason: message })]);
    expect(await audit()).toEqual([]);
  });

  it('gives no complimentary access over a paid subscription, nor ends one', async () => {
    await subscribeWithTestCheckout(t, zoe.headers);
    const paid = await status();
    const until = calendarDateAt(Date.parse(paid.subscriptionEnd ?? ''));
    expect(Date.parse(until)).toBeGreaterThan(clock.now() + 20 * DAY);

    const grant = await admin(['grant-access', 'zoe', '--until', '2027-12-31']);
    expect(grant).toMatchObject({
      code: 1,
      stderr: `"Zoe" pays for a subscription until ${until}: complimentary access is not needed.\n`,
    });
    const end = await admin(['end-access', 'zoe']);
    expect(end).toMatchObject({ code: 1, stderr: '"Zoe" has no complimentary access.\n' });
    expect(await status()).toEqual(paid);
    expect(await audit()).toEqual([]);
  });
});
