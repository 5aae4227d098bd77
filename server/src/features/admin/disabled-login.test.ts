import type { TwoFactorChallenge } from '@baseline/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { eventually } from '../../../test/eventually.js';
import { outbox, signIn, type TestUser } from '../../../test/factories.js';
import { enableTwoFactor, totpCode } from '../two-factor/testing/two-factor.js';

const DISABLED = { error: 'This account is disabled.' };
const LOGIN_EXPIRED = { error: 'Your login has expired. Please enter your username and password again.' };
const ON_ITS_WAY = 'If an account exists for that address, a password reset link is on its way.';
const INVALID_LINK = { error: 'This reset link is invalid or has expired.' };

/** Every way to a token or a new password stays shut for a disabled account (ASVS 7.4.2). */
describe.each(dialects)('a disabled account (%s)', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeEach(async () => {
    clock = testClock(Date.UTC(2026, 10, 21, 12));
    t = await buildTestApp(dialect, { PUBLIC_URL: 'https://baseline.example' }, { now: clock.now });
    admin = await signIn(t, { isAdmin: true });
  });
  afterEach(async () => {
    await t.close();
  });

  const act = (user: TestUser, action: 'disable' | 'enable') =>
    t.app.inject({ method: 'POST', url: `/api/admin/members/${user.id}/${action}`, headers: admin.headers });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const login = (user: TestUser) => post('/api/auth/login', { username: user.username, password: user.password });
  const secondStep = (challenge: string, code: string) => post('/api/auth/login/two-factor', { challenge, code });
  const resetLinks = async (user: TestUser) =>
    (await outbox(t)).filter(
      (mail) => mail.recipient === user.email && mail.subject === 'Reset your Baseline password',
    );
  /** Asks for a link as the forgot-password page does (the mail is queued after the answer) and waits for it. */
  async function forgotAndWait(user: TestUser, mails: number) {
    expect((await post('/api/auth/forgot-password', { email: user.email })).json()).toEqual({ message: ON_ITS_WAY });
    await eventually(async () => {
      expect(await resetLinks(user)).toHaveLength(mails);
    });
  }

  describe('with two-factor authentication on', () => {
    let user: TestUser;
    let secret: string;
    beforeEach(async () => {
      const member = await signIn(t);
      user = member.user;
      ({ secret } = await enableTwoFactor(t, member.headers, clock.now()));
      clock.advance(30_000);
    });

    it('gets no challenge: the password alone answers 403', async () => {
      expect((await act(user, 'disable')).statusCode).toBe(200);
      const res = await login(user);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(DISABLED);
    });

    it('cannot finish a login begun before the disabling', async () => {
      const { challenge } = (await login(user)).json<TwoFactorChallenge>();
      expect((await act(user, 'disable')).statusCode).toBe(200);
      const res = await secondStep(challenge, totpCode(secret, clock.now()));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(LOGIN_EXPIRED);
    });

    it('gets no token for a right code even when only the flag was set, straight in the database', async () => {
      const { challenge } = (await login(user)).json<TwoFactorChallenge>();
      await t.database.db.updateTable('users').set({ disabled: 1 }).where('id', '=', user.id).execute();
      const res = await secondStep(challenge, totpCode(secret, clock.now()));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(DISABLED);
    });

    it('logs in with both factors again once enabled', async () => {
      expect((await act(user, 'disable')).statusCode).toBe(200);
      expect((await act(user, 'enable')).statusCode).toBe(200);
      const { challenge } = (await login(user)).json<TwoFactorChallenge>();
      const res = await secondStep(challenge, totpCode(secret, clock.now()));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveProperty('token');
    });
  });

  describe('password reset', () => {
    let user: TestUser;
    beforeEach(async () => {
      ({ user } = await signIn(t));
    });

    it('mails no link to a disabled account, answering as for any address', async () => {
      expect((await act(user, 'disable')).statusCode).toBe(200);
      const res = await post('/api/auth/forgot-password', { email: user.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ON_ITS_WAY });
      // A request made after it has been mailed, so the disabled account's had its turn by then.
      await forgotAndWait((await signIn(t)).user, 1);
      expect(await resetLinks(user)).toEqual([]);
    });

    it('spends the links mailed before the disabling, and mails again once enabled', async () => {
      await forgotAndWait(user, 1);
      const [mail] = await resetLinks(user);
      const token = /reset-password\?token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
      expect(token).toBeDefined();
      expect((await act(user, 'disable')).statusCode).toBe(200);
      const res = await post('/api/auth/reset-password', {
        token,
        password: 'a new secret!',
        confirm: 'a new secret!',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID_LINK);
      expect((await login(user)).json()).toEqual(DISABLED);

      expect((await act(user, 'enable')).statusCode).toBe(200);
      await forgotAndWait(user, 2);
    });
  });
});
