import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscribeWithTestCheckout } from '../billing/testing/billing.js';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { createUser, DEFAULT_PASSWORD, loginAs, outbox, signIn, type TestUser } from '../../../test/factories.js';
import { enableTwoFactor } from '../two-factor/testing/two-factor.js';
import { SESSION_EXPIRED } from '../access/guards.js';

const SESSION_ENDED = { error: SESSION_EXPIRED };
const NOT_FOUND = { error: 'User not found.' };
const UNKNOWN_ID = '6f1c2b1e-3d5a-4c8e-9a7b-2e4f6a8c0d1e';

interface LogLine {
  event?: string;
  reqId?: string;
  [field: string]: unknown;
}

describe.each(dialects)('admin: members (%s)', (dialect) => {
  let t: TestApp;
  let lines: string[];
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeEach(async () => {
    lines = [];
    const logger = { level: 'info', stream: { write: (line: string) => lines.push(line) } };
    t = await buildTestApp(dialect, {}, { logger });
    admin = await signIn(t, { username: 'boss', isAdmin: true });
  });
  afterEach(async () => {
    await t.close();
  });

  const act = (id: string, action: string, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: `/api/admin/members/${id}/${action}`, headers });
  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/me', headers });
  const members = () => t.app.inject({ url: '/api/admin/members', headers: admin.headers });
  const auditLog = () =>
    t.database.db.selectFrom('auditLog').selectAll().orderBy('createdAt').orderBy('action').execute();
  const eventsOf = (res: LightMyRequestResponse) =>
    lines
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.event !== undefined && line.reqId === res.headers['x-request-id']);
  const login = (user: Pick<TestUser, 'username' | 'password'>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: user.password },
    });

  describe('GET /api/admin/members', () => {
    it('lists every account by username, with subscription and two-factor state and nothing secret', async () => {
      const carol = await signIn(t, { username: 'carol' });
      await subscribeWithTestCheckout(t, carol.headers);
      const alice = await signIn(t, { username: 'Alice' });
      await enableTwoFactor(t, alice.headers, Date.now());
      const dave = await createUser(t, { username: 'dave' });
      expect((await act(dave.id, 'disable')).statusCode).toBe(200);

      const res = await members();
      expect(res.statusCode).toBe(200);
      const member = { isAdmin: false, disabled: false, subscribed: false, subscriptionStatus: 'none' };
      expect(res.json()).toEqual([
        { ...member, id: alice.user.id, username: 'Alice', email: 'alice@example.test', twoFactorEnabled: true },
        {
          ...member,
          id: admin.user.id,
          username: 'boss',
          email: 'boss@example.test',
          isAdmin: true,
          subscribed: true,
          twoFactorEnabled: false,
        },
        {
          ...member,
          id: carol.user.id,
          username: 'carol',
          email: 'carol@example.test',
          subscribed: true,
          subscriptionStatus: 'active',
          twoFactorEnabled: false,
        },
        {
          ...member,
          id: dave.id,
          username: 'dave',
          email: 'dave@example.test',
          disabled: true,
          twoFactorEnabled: false,
        },
      ]);
    });
  });

  describe.each(['end-sessions', 'disable', 'enable'])('POST /api/admin/members/:id/%s', (action) => {
    it('refuses a malformed id with 400', async () => {
      const res = await act('not-a-user-id', action);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'id must match format "uuid".' });
    });

    it('answers 404 for an unknown user, and logs the refusal', async () => {
      const res = await act(UNKNOWN_ID, action);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(eventsOf(res)).toEqual([
        expect.objectContaining({
          event: 'admin.action.failed',
          userId: admin.user.id,
          targetId: UNKNOWN_ID,
          status: 404,
          reason: 'User not found.',
        }),
      ]);
      expect(await auditLog()).toEqual([]);
    });
  });

  it.each([
    ['end-sessions', 'You cannot end your own sessions here. Log out instead.'],
    ['disable', 'You cannot disable your own account.'],
  ])('refuses to %s the acting admin with 400, who stays signed in', async (action, error) => {
    const res = await act(admin.user.id, action);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(eventsOf(res)).toEqual([
      expect.objectContaining({ event: 'admin.action.failed', userId: admin.user.id, status: 400, reason: error }),
    ]);
    expect((await me(admin.headers)).statusCode).toBe(200);
    expect(await auditLog()).toEqual([]);
  });

  it('ends every session of the member at once; they may log in again', async () => {
    const member = await signIn(t);
    const other = { headers: { authorization: `Bearer ${await loginAs(t, member.user)}` } };
    const bystander = await signIn(t);
    expect((await me(member.headers)).statusCode).toBe(200);

    const res = await act(member.user.id, 'end-sessions');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Sessions ended.' });
    for (const headers of [member.headers, other.headers]) {
      const refused = await me(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(SESSION_ENDED);
      // Only the sessions ended: the app keeps what the member queued offline, for their next login.
      expect(refused.headers['x-account-closed']).toBeUndefined();
    }
    expect((await me(bystander.headers)).statusCode).toBe(200);
    expect((await me(admin.headers)).statusCode).toBe(200);

    const again = await loginAs(t, member.user);
    expect((await me({ authorization: `Bearer ${again}` })).statusCode).toBe(200);

    expect(eventsOf(res)).toEqual([
      expect.objectContaining({
        event: 'admin.member.sessions-ended',
        userId: admin.user.id,
        targetId: member.user.id,
      }),
    ]);
    expect(await auditLog()).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'member.sessions-ended',
        targetId: member.user.id,
        detail: JSON.stringify({ username: member.user.username }),
      }),
    ]);
  });

  it('disables a member: tokens refused, login refused after the password; enabling restores login only', async () => {
    const member = await signIn(t);
    const disabled = await act(member.user.id, 'disable');
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toEqual({ message: 'Account disabled.' });
    const refused = await me(member.headers);
    expect(refused.json()).toEqual(SESSION_ENDED);
    // The account itself is closed: the app wipes what it keeps offline for the member.
    expect(refused.headers['x-account-closed']).toBe('true');

    const right = await login(member.user);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: 'This account is disabled.' });
    expect(right.json()).not.toHaveProperty('token');
    const wrong = await login({ username: member.user.username, password: `not ${DEFAULT_PASSWORD}` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid username or password.' });

    const enabled = await act(member.user.id, 'enable');
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toEqual({ message: 'Account enabled.' });
    // Enabling gives no ended session back.
    expect((await me(member.headers)).statusCode).toBe(401);
    const token = await loginAs(t, member.user);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);

    expect([...eventsOf(disabled), ...eventsOf(right), ...eventsOf(enabled)]).toEqual([
      expect.objectContaining({ event: 'admin.member.disabled', userId: admin.user.id, targetId: member.user.id }),
      expect.objectContaining({ event: 'auth.login.disabled', userId: member.user.id, status: 403 }),
      expect.objectContaining({ event: 'admin.member.enabled', userId: admin.user.id, targetId: member.user.id }),
    ]);
    expect((await auditLog()).map(({ actorId, action, targetId }) => ({ actorId, action, targetId }))).toEqual([
      { actorId: admin.user.id, action: 'member.disabled', targetId: member.user.id },
      { actorId: admin.user.id, action: 'member.enabled', targetId: member.user.id },
    ]);
  });

  it('lets an admin disable another admin', async () => {
    const deputy = await signIn(t, { isAdmin: true });
    expect((await act(deputy.user.id, 'disable')).statusCode).toBe(200);
    expect((await me(deputy.headers)).statusCode).toBe(401);
    expect((await act(admin.user.id, 'end-sessions', deputy.headers)).statusCode).toBe(401);
  });

  it('refuses a token of a user disabled straight in the database, without the version raised', async () => {
    const member = await signIn(t);
    await t.database.db.updateTable('users').set({ disabled: 1 }).where('id', '=', member.user.id).execute();
    const res = await me(member.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SESSION_ENDED);
    expect(res.headers['x-account-closed']).toBe('true');
  });

  describe('POST /api/admin/members/:id/reset-two-factor', () => {
    it('turns off a member’s two-factor authentication, ends their sessions and tells them by mail', async () => {
      const member = await signIn(t, { username: 'locked-out', email: 'locked-out@example.test' });
      await enableTwoFactor(t, member.headers, Date.now());
      const challenged = await login(member.user);
      expect(challenged.json()).toMatchObject({ twoFactorRequired: true });

      const res = await act(member.user.id, 'reset-two-factor');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Two-factor authentication reset.' });
      expect((await me(member.headers)).json()).toEqual(SESSION_ENDED);
      const passwordOnly = await login(member.user);
      expect(passwordOnly.statusCode).toBe(200);
      expect(passwordOnly.json()).toHaveProperty('token');
      const listed = (await members()).json<{ id: string; twoFactorEnabled: boolean }[]>();
      expect(listed.find((row) => row.id === member.user.id)).toMatchObject({ twoFactorEnabled: false });

      const [mail, ...others] = await outbox(t);
      expect(others).toEqual([]);
      expect(mail).toMatchObject({
        recipient: 'locked-out@example.test',
        subject: 'Two-factor authentication was turned off on your Baseline account',
      });
      expect(mail?.textBody).toContain('An administrator has turned off two-factor authentication');
      expect(eventsOf(res)).toEqual([
        expect.objectContaining({
          event: 'admin.member.two-factor-reset',
          userId: admin.user.id,
          targetId: member.user.id,
        }),
      ]);
      expect(await auditLog()).toEqual([
        expect.objectContaining({
          actorId: admin.user.id,
          action: 'member.two-factor-reset',
          targetId: member.user.id,
        }),
      ]);
    });

    it('refuses its own account, an unknown one and a member without two-factor, changing nothing', async () => {
      await enableTwoFactor(t, admin.headers, Date.now());
      const own = await act(admin.user.id, 'reset-two-factor');
      expect(own.statusCode).toBe(400);
      expect(own.json()).toEqual({
        error:
          'You cannot reset your own two-factor authentication here. Turn it off on the Two-factor authentication page.',
      });
      const unknown = await act(UNKNOWN_ID, 'reset-two-factor');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(NOT_FOUND);
      const plain = await signIn(t);
      const notOn = await act(plain.user.id, 'reset-two-factor');
      expect(notOn.statusCode).toBe(409);
      expect(notOn.json()).toEqual({ error: 'This member has not turned on two-factor authentication.' });
      expect((await me(plain.headers)).statusCode).toBe(200);
      expect(await outbox(t)).toEqual([]);
      expect(await auditLog()).toEqual([]);
    });
  });
});
