import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTOR, cliEnv, PUBLIC_URL, runCli } from '../../test/admin-cli.js';
import { buildTestApp, dialects, type TestApp } from '../../test/build-app.js';
import { testClock, type TestClock } from '../../test/clock.js';
import { createUser, loginAs, outbox, signIn, type TestUser } from '../../test/factories.js';
import { enableTwoFactor } from '../features/two-factor/testing/two-factor.js';
import { ACCESS_CACHE_TTL_MS } from '../features/access/access-cache.js';
import { SESSION_EXPIRED } from '../features/access/guards.js';

const NEW_PASSWORD = 'Quiet lantern 47 harbour';
const SESSION_ENDED = { error: SESSION_EXPIRED };

describe('admin CLI: help', () => {
  it('prints the usage for help, -h and no command, reading no database', async () => {
    for (const argv of [['help'], ['-h'], []]) {
      const run = await runCli({ DATA_DIR: '/nonexistent/baseline' }, argv);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^Usage: npm run admin -- <command> \[options\]\n/);
      for (const command of ['reset-password', 'reset-two-factor', 'grant-access', 'end-access', 'list-admins']) {
        expect(run.stdout).toContain(`  ${command} `);
      }
      expect(run.stdout).toContain('  make-admin <user>');
    }
  });
});

describe.each(dialects)('admin CLI: passwords, two-factor, admins (%s)', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  let env: Record<string, string>;
  let zoe: Awaited<ReturnType<typeof signIn>>;
  beforeEach(async () => {
    clock = testClock();
    t = await buildTestApp(dialect, { PUBLIC_URL }, { now: clock.now });
    env = cliEnv(t.config, t.database);
    zoe = await signIn(t, { username: 'Zoe' });
  });
  afterEach(async () => {
    await t.close();
  });

  const admin = (argv: string[], stdin?: string) =>
    runCli(env, argv, { now: clock.now, ...(stdin === undefined ? {} : { stdin }) });
  const auditLog = () =>
    t.database.db
      .selectFrom('auditLog')
      .select(['actorId', 'action', 'targetId', 'detail'])
      .orderBy('createdAt')
      .orderBy('action')
      .execute();
  /** The audit row of an action on Zoe by the CLI. */
  const zoeAudit = (action: string, detail: Record<string, boolean> = {}) => ({
    actorId: ACTOR,
    action,
    targetId: zoe.user.id,
    detail: JSON.stringify({ username: 'Zoe', ...detail }),
  });
  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/me', headers });
  /** The running server hears nothing from the CLI: it sees the change once its cache entry is too old. */
  const afterCacheLifetime = () => {
    clock.advance(ACCESS_CACHE_TTL_MS + 1);
  };
  const login = (user: Pick<TestUser, 'username' | 'password'>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: user });

  it.each([
    [['bogus'], 'Unknown command "bogus".'],
    [['make-admin'], 'make-admin needs a user: make-admin <user>.'],
    [['make-admin', 'zoe', 'ann'], 'make-admin does not take "ann".'],
    [['list-admins', 'zoe'], 'list-admins does not take "zoe".'],
    [['make-admin', 'zoe', '--until', '2030-01-01'], 'make-admin does not take --until.'],
    [['grant-access', 'zoe'], 'grant-access needs --until YYYY-MM-DD.'],
    [
      ['reset-password', 'zoe', '--temporary', '--password-stdin'],
      'Give either --temporary or --password-stdin, not both.',
    ],
    [['make-admin', 'zoe', '--force'], "Unknown option '--force'."],
  ])('refuses the command line %j with exit code 2', async (argv, message) => {
    const run = await admin(argv);
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('See `npm run admin -- help`.');
    expect(await auditLog()).toEqual([]);
  });

  it('answers "No user named" with exit code 1, a failure event and nothing changed', async () => {
    const run = await admin(['reset-password', 'nobody']);
    expect(run).toMatchObject({ code: 1, stdout: '', stderr: 'No user named "nobody".\n' });
    expect(run.events).toEqual([
      expect.objectContaining({ level: 40, event: 'cli.action.failed', actor: ACTOR, status: 404 }),
    ]);
    expect(await auditLog()).toEqual([]);
  });

  it('prints a one-time reset link on PUBLIC_URL that sets a new password and ends the sessions', async () => {
    const run = await admin(['reset-password', 'zoe']);
    expect(run.code).toBe(0);
    const token = new RegExp(`^${PUBLIC_URL}/reset-password\\?token=([\\w-]{43})$`, 'm').exec(run.stdout)?.[1];
    expect(token).toBeDefined();
    expect(run.stdout).toContain('One-time password reset link for "Zoe" (pass it on privately):');
    expect(run.events).toEqual([
      expect.objectContaining({
        level: 30,
        event: 'cli.password.reset-link-issued',
        actor: ACTOR,
        targetId: zoe.user.id,
      }),
    ]);
    expect(run.rawStderr).not.toContain(token);
    const audit = await auditLog();
    expect(audit).toEqual([zoeAudit('member.password-reset-link-issued')]);
    expect(await outbox(t)).toEqual([]);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login({ username: 'zoe', password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await me(zoe.headers)).json()).toEqual(SESSION_ENDED);
  });

  it('sets a generated temporary password, printed once, that must be changed; every session ends', async () => {
    expect((await me(zoe.headers)).statusCode).toBe(200);
    const run = await admin(['reset-password', 'ZOE', '--temporary']);
    expect(run.code).toBe(0);
    const [intro, password, after] = run.stdout.split('\n');
    expect(intro).toBe('Temporary password for "Zoe" (shown once; pass it on privately):');
    expect(after).toBe('They must change it at their next login. All their sessions have ended.');
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(run.rawStderr).not.toContain(password);
    expect(run.events).toEqual([
      expect.objectContaining({ event: 'cli.password.set', actor: ACTOR, targetId: zoe.user.id }),
    ]);
    expect(await auditLog()).toEqual([zoeAudit('member.password-set', { mustChangePassword: true })]);

    afterCacheLifetime();
    expect((await me(zoe.headers)).json()).toEqual(SESSION_ENDED);
    const token = await loginAs(t, { username: 'zoe', password: password ?? '' });
    expect(decodeJwt(token)).toMatchObject({ mustChangePassword: true });
  });

  it('sets the password read from standard input, under the password policy', async () => {
    const weak = await admin(['reset-password', 'zoe', '--password-stdin'], 'password\n');
    expect(weak).toMatchObject({ code: 1, stdout: '' });
    expect(weak.stderr).toBe('This password is too common. Please choose a less predictable one.\n');
    expect(await auditLog()).toEqual([]);

    const run = await admin(['reset-password', 'zoe', '--password-stdin'], `${NEW_PASSWORD}\n`);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe(
      'The password of "Zoe" is set.\nThey must change it at their next login. All their sessions have ended.\n',
    );
    expect(JSON.stringify([run, await auditLog()])).not.toContain(NEW_PASSWORD);
    const token = await loginAs(t, { username: 'zoe', password: NEW_PASSWORD });
    expect(decodeJwt(token)).toMatchObject({ mustChangePassword: true });
  });

  it('refuses a disabled account a reset', async () => {
    const boss = await signIn(t, { username: 'boss', isAdmin: true });
    const url = `/api/admin/members/${zoe.user.id}/disable`;
    expect((await t.app.inject({ method: 'POST', url, headers: boss.headers })).statusCode).toBe(200);
    const run = await admin(['reset-password', 'zoe']);
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toBe('The account "Zoe" is disabled: an admin can enable it on the dashboard.\n');
  });

  it("turns off a member's two-factor as the dashboard does: sessions end and the member is told", async () => {
    await enableTwoFactor(t, zoe.headers, clock.now());
    const run = await admin(['reset-two-factor', 'zoe@example.test']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe(
      'Two-factor authentication of "Zoe" is off and all their sessions have ended. They are told by mail.\n',
    );
    expect(run.events).toEqual([
      expect.objectContaining({ event: 'cli.member.two-factor-reset', actor: ACTOR, targetId: zoe.user.id }),
    ]);
    expect(await auditLog()).toEqual([zoeAudit('member.two-factor-reset')]);
    expect(await t.database.db.selectFrom('twoFactor').selectAll().execute()).toEqual([]);
    expect((await outbox(t)).map((mail) => [mail.recipient, mail.subject])).toEqual([
      ['zoe@example.test', 'Two-factor authentication was turned off on your Baseline account'],
    ]);
    afterCacheLifetime();
    expect((await me(zoe.headers)).json()).toEqual(SESSION_ENDED);

    const again = await admin(['reset-two-factor', 'zoe']);
    expect(again).toMatchObject({ code: 1, stderr: 'This member has not turned on two-factor authentication.\n' });
  });

  it('lists the administrators, and makes a member one whose rights apply at once', async () => {
    await createUser(t, { username: 'boss', isAdmin: true });
    const list = await admin(['list-admins']);
    expect(list).toMatchObject({ code: 0, stderr: '' });
    expect(list.stdout).toBe(
      'USERNAME  EMAIL              TWO-FACTOR  ACCOUNT\nboss      boss@example.test  off         enabled\n',
    );
    expect(list.events).toEqual([expect.objectContaining({ event: 'cli.admins.listed', actor: ACTOR })]);

    const made = await admin(['make-admin', 'zoe']);
    expect(made).toMatchObject({ code: 0, stderr: '' });
    expect(made.stdout).toBe('"Zoe" is now an admin. The Admin menu shows at their next login.\n');
    expect(made.events).toEqual([
      expect.objectContaining({ event: 'cli.member.made-admin', actor: ACTOR, targetId: zoe.user.id }),
    ]);
    expect(await auditLog()).toEqual([
      { actorId: ACTOR, action: 'admins.listed', targetId: null, detail: '{}' },
      zoeAudit('member.made-admin'),
    ]);
    afterCacheLifetime();
    expect((await t.app.inject({ url: '/api/admin/members', headers: zoe.headers })).statusCode).toBe(200);
    expect((await admin(['list-admins'])).stdout).toContain('\nZoe       zoe@example.test   off         enabled\n');

    const again = await admin(['make-admin', 'zoe']);
    expect(again).toMatchObject({ code: 1, stderr: '"Zoe" is already an admin.\n' });
  });
});
