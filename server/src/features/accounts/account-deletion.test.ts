import { sql } from 'kysely';
import { injectInsertFault } from '../../../test/insert-fault.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscriptionRow } from '../billing/testing/billing.js';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { readDay, saveDay, signInSubscriber, tab, type Headers } from '../diary/testing/diary.js';
import { createUser, DEFAULT_PASSWORD, loginAs, signIn } from '../../../test/factories.js';
import { enableTwoFactor, nextStep, totpCode } from '../two-factor/testing/two-factor.js';
import { SESSION_EXPIRED } from '../access/guards.js';

const START = Date.parse('2026-11-21T12:00:00.000Z');
const URL = '/api/account/delete';
const DELETED = { message: 'Your account has been deleted.' };
const WRONG_PASSWORD = { error: 'Current password is incorrect.' };
const SESSION_ENDED = { error: SESSION_EXPIRED };
const CODE_REQUIRED = {
  error:
    'Two-factor authentication is on for this account: enter the code from your authenticator app, or a recovery code.',
};
const WRONG_CODE = {
  error:
    'That code is not right. Enter the current 6-digit code from your authenticator app, or an unused recovery code.',
};
const REUSED_CODE = { error: 'That code has already been used. Wait for the next code in your authenticator app.' };
const LAST_ADMIN = {
  error:
    'You are the only administrator, so your account cannot be deleted. Make another member an administrator first.',
};

describe.each(dialects)('POST /api/account/delete (%s)', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  beforeEach(async () => {
    clock = testClock(START);
    t = await buildTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => {
    await t.close();
  });

  const deleteAccount = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url: URL, headers, payload });
  const userExists = async (id: string) =>
    (await t.database.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  describe('refusals', () => {
    it('answers 401 without a token and 403 while the password must be changed', async () => {
      const anonymous = await t.app.inject({ method: 'POST', url: URL, payload: { password: DEFAULT_PASSWORD } });
      expect(anonymous.statusCode).toBe(401);

      const mustChange = await createUser(t, { mustChangePassword: true });
      const token = await loginAs(t, mustChange);
      const refused = await deleteAccount({ authorization: `Bearer ${token}` }, { password: DEFAULT_PASSWORD });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'You must change your password before continuing.' });
      expect(await userExists(mustChange.id)).toBe(true);
    });

    it('refuses a body without a password, or with unknown types, with 400', async () => {
      const { headers, user } = await signIn(t);
      for (const payload of [{}, { password: '' }, { password: 7 }, { password: 'x'.repeat(1025) }]) {
        expect((await deleteAccount(headers, payload)).statusCode).toBe(400);
      }
      expect(await userExists(user.id)).toBe(true);
    });

    it('refuses a wrong password, counted like a failed login until the account is throttled', async () => {
      const { headers, user } = await signIn(t);
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const res = await deleteAccount(headers, { password: 'not my password' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(WRONG_PASSWORD);
      }
      const throttled = await deleteAccount(headers, { password: DEFAULT_PASSWORD });
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toEqual({ error: 'Too many failed login attempts. Try again in 15 minutes.' });
      expect(await userExists(user.id)).toBe(true);
    });
  });

  describe('with two-factor authentication on', () => {
    it('asks for a code, refuses a wrong or reused one, and accepts the current one', async () => {
      const { headers, user } = await signIn(t);
      const { secret } = await enableTwoFactor(t, headers, clock.now());

      const missing = await deleteAccount(headers, { password: DEFAULT_PASSWORD });
      expect([missing.statusCode, missing.json()]).toEqual([400, CODE_REQUIRED]);
      const wrong = await deleteAccount(headers, { password: DEFAULT_PASSWORD, code: '000000' });
      expect([wrong.statusCode, wrong.json()]).toEqual([400, WRONG_CODE]);
      // The code that confirmed the set-up has been spent: it is never accepted again.
      const reused = await deleteAccount(headers, { password: DEFAULT_PASSWORD, code: totpCode(secret, clock.now()) });
      expect([reused.statusCode, reused.json()]).toEqual([400, REUSED_CODE]);
      expect(await userExists(user.id)).toBe(true);

      clock.advance(nextStep(clock.now()) - clock.now());
      const ok = await deleteAccount(headers, { password: DEFAULT_PASSWORD, code: totpCode(secret, clock.now()) });
      expect([ok.statusCode, ok.json()]).toEqual([200, DELETED]);
      expect(await userExists(user.id)).toBe(false);
    });

    it('accepts an unused recovery code, and asks for the password first', async () => {
      const { headers, user } = await signIn(t);
      const { recoveryCodes } = await enableTwoFactor(t, headers, clock.now());
      const code = recoveryCodes[0] ?? '';

      const wrongPassword = await deleteAccount(headers, { password: 'not my password', code });
      expect([wrongPassword.statusCode, wrongPassword.json()]).toEqual([400, WRONG_PASSWORD]);
      const ok = await deleteAccount(headers, { password: DEFAULT_PASSWORD, code });
      expect([ok.statusCode, ok.json()]).toEqual([200, DELETED]);
      expect(await userExists(user.id)).toBe(false);
    });
  });

  describe('administrators', () => {
    it('refuses the last administrator with 409, and lets one of two delete themself', async () => {
      const first = await signIn(t, { isAdmin: true });
      const refused = await deleteAccount(first.headers, { password: DEFAULT_PASSWORD });
      expect([refused.statusCode, refused.json()]).toEqual([409, LAST_ADMIN]);
      expect(await userExists(first.user.id)).toBe(true);

      const second = await signIn(t, { isAdmin: true });
      const ok = await deleteAccount(first.headers, { password: DEFAULT_PASSWORD });
      expect([ok.statusCode, ok.json()]).toEqual([200, DELETED]);
      expect(await userExists(first.user.id)).toBe(false);
      const last = await deleteAccount(second.headers, { password: DEFAULT_PASSWORD });
      expect([last.statusCode, last.json()]).toEqual([409, LAST_ADMIN]);
    });
  });

  describe('a member with a subscription on the offline test provider', () => {
    it('ends the subscription at the provider, erases the account, and ends every session', async () => {
      const member = await signInSubscriber(t, { username: 'Leaver', email: 'leaver@example.test' });
      const otherSession = { authorization: `Bearer ${await loginAs(t, member.user)}` };
      expect(
        (await saveDay(t, member.headers, { date: '2026-11-20', notes: [tab({ title: 'Mine' })] })).statusCode,
      ).toBe(200);
      // The day is now in the day cache of this instance.
      expect((await readDay(t, member.headers, '2026-11-20')).notes).toHaveLength(1);
      const subscriptionId = (await subscriptionRow(t, member.user.id))?.stripeSubscriptionId ?? '';

      const res = await deleteAccount(member.headers, { password: DEFAULT_PASSWORD });
      expect([res.statusCode, res.json()]).toEqual([200, DELETED]);

      const atProvider = await t.database.db
        .selectFrom('testSubscriptions')
        .select('status')
        .where('id', '=', subscriptionId)
        .executeTakeFirst();
      expect(atProvider).toEqual({ status: 'canceled' });
      for (const headers of [member.headers, otherSession]) {
        const day = await t.app.inject({ url: '/api/diary?date=2026-11-20', headers });
        expect([day.statusCode, day.json(), day.headers['x-account-closed']]).toEqual([401, SESSION_ENDED, 'true']);
      }
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'Leaver', password: DEFAULT_PASSWORD },
      });
      expect([login.statusCode, login.json()]).toEqual([401, { error: 'Invalid username or password.' }]);
    });
  });

  it('writes one audit row with no personal data, drops the member from the members list, and frees the name', async () => {
    const admin = await signIn(t, { isAdmin: true });
    const member = await signIn(t, { username: 'Forgotten', email: 'forgotten@example.test' });
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.user.id}/end-sessions`,
      headers: admin.headers,
    });
    expect(ended.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${await loginAs(t, member.user)}` };

    expect((await deleteAccount(fresh, { password: DEFAULT_PASSWORD })).statusCode).toBe(200);

    const audit = await t.database.db.selectFrom('auditLog').selectAll().orderBy('createdAt').execute();
    const text = JSON.stringify(audit);
    expect(text).not.toMatch(/forgotten/i);
    expect(text).not.toContain(member.user.id);
    expect(audit.filter((row) => row.action === 'account.deleted')).toEqual([
      {
        id: expect.any(String) as string,
        actorId: null,
        action: 'account.deleted',
        targetId: null,
        detail: '{}',
        createdAt: START,
      },
    ]);
    // The administrator's own action stays in the log, with what named the member emptied.
    expect(audit.filter((row) => row.action === 'member.sessions-ended')).toHaveLength(1);

    const members = await t.app.inject({ url: '/api/admin/members', headers: admin.headers });
    expect(members.json<{ id: string }[]>().map((row) => row.id)).toEqual([admin.user.id]);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-request',
      payload: { username: 'Forgotten', email: 'forgotten@example.test' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('is one transaction: a failure at its last write leaves the whole account', async () => {
    const member = await signInSubscriber(t);
    expect((await saveDay(t, member.headers, { date: '2026-11-20', notes: [tab()] })).statusCode).toBe(200);
    // The deletion's own audit row is its last write: a fault injected there.
    const removeFault = await injectInsertFault(t.database, 'audit_log', sql`NEW.action = 'account.deleted'`);
    const failed = await deleteAccount(member.headers, { password: DEFAULT_PASSWORD });
    await removeFault();

    expect(failed.statusCode).toBe(500);
    expect(await userExists(member.user.id)).toBe(true);
    expect((await readDay(t, member.headers, '2026-11-20')).notes).toHaveLength(1);
  });
});
