import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { eventually } from '../../../test/eventually.js';
import { createUser, loginAs, outbox, signIn, type TestUser } from '../../../test/factories.js';
import { answeredWhileDatabaseHeld, WAITED_FOR_THE_DATABASE } from '../../../test/held-database.js';
import { expectMalformedBodiesRefused } from '../../../test/requests.js';
import { useSmtpServer } from '../mail/testing/smtp.js';

const ON_ITS_WAY = 'If an account exists for that address, a password reset link is on its way.';
const INVALID_LINK = 'This reset link is invalid or has expired.';
const NEW_PASSWORD = 'a brand new secret';

describe.each(dialects)('forgotten passwords (%s)', (dialect) => {
  const smtp = useSmtpServer();
  let t: TestApp;
  let clock: TestClock;
  beforeEach(async () => {
    clock = testClock();
    t = await buildTestApp(dialect, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://baseline.example' }, { now: clock.now });
  });
  afterEach(async () => {
    await t.close();
  });

  const forgot = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: payload as object });
  const reset = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: payload as object });

  /** Asks for a link for the user and answers the token from the mail that arrived. */
  async function resetTokenFor(user: TestUser): Promise<string> {
    const before = smtp.received.length;
    expect((await forgot({ email: user.email })).statusCode).toBe(200);
    await eventually(() => {
      expect(smtp.received).toHaveLength(before + 1);
    });
    const link = /https:\/\/baseline\.example\/reset-password\?token=([\w-]+)/.exec(smtp.received.at(-1)?.text ?? '');
    if (!link?.[1]) throw new Error('no reset link in the mail');
    return link[1];
  }

  describe('POST /api/auth/forgot-password', () => {
    it('refuses malformed and oversized bodies', async () => {
      await expectMalformedBodiesRefused(t, { method: 'POST', url: '/api/auth/forgot-password' });
    });

    it.each([
      [{}, 'Email is required.'],
      [{ email: 3 }, 'Email must be text.'],
      [{ email: '' }, 'Email is required.'],
      [{ email: `${'x'.repeat(250)}@example.test` }, 'Email must be at most 254 characters.'],
    ])('refuses %j with 400', async (payload, error) => {
      const res = await forgot(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    });

    it('answers an unknown address exactly as a known one, and sends nothing', async () => {
      const res = await forgot({ email: 'nobody@example.test' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ON_ITS_WAY });
      expect(await outbox(t)).toEqual([]);
      expect(await t.database.db.selectFrom('passwordResetTokens').selectAll().execute()).toEqual([]);
    });

    it('mails a one-hour link to a known address and stores only a digest of its token', async () => {
      const user = await createUser(t, { username: 'Coco', email: 'coco@example.test' });
      const res = await forgot({ email: ' COCO@example.test ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: ON_ITS_WAY });

      await eventually(() => {
        expect(smtp.received).toHaveLength(1);
      });
      const [mail] = smtp.received;
      expect(mail?.to).toEqual(['coco@example.test']);
      expect(mail?.subject).toBe('Reset your Baseline password');
      expect(mail?.text).toContain('Hello Coco,');
      const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(token).toMatch(/^[\w-]{43}$/);

      const rows = await t.database.db.selectFrom('passwordResetTokens').selectAll().execute();
      expect(rows).toEqual([
        {
          tokenHash: createHash('sha256').update(token).digest('hex'),
          userId: user.id,
          expiresAt: clock.now() + 60 * 60 * 1000,
          usedAt: null,
          createdAt: clock.now(),
        },
      ]);
    });

    // The database is held while the request is sent, so an answer that waited for the link would never come.
    it('answers a known address before it makes the link, then makes it', async () => {
      await createUser(t, { username: 'Coco', email: 'coco@example.test' });
      const answered = await answeredWhileDatabaseHeld(t, () => forgot({ email: 'coco@example.test' }));
      expect(answered === WAITED_FOR_THE_DATABASE ? answered : answered.json()).toEqual({ message: ON_ITS_WAY });
      await eventually(() => {
        expect(smtp.received).toHaveLength(1);
      });
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('refuses malformed and oversized bodies', async () => {
      await expectMalformedBodiesRefused(t, { method: 'POST', url: '/api/auth/reset-password' });
    });

    it.each([
      [{ password: NEW_PASSWORD, confirm: NEW_PASSWORD }, 'The reset link is required.'],
      [{ token: 't', confirm: NEW_PASSWORD }, 'New password is required.'],
      [{ token: 't', password: NEW_PASSWORD }, 'Confirm password is required.'],
      [{ token: 1, password: NEW_PASSWORD, confirm: NEW_PASSWORD }, 'The reset link must be text.'],
      [
        { token: 't'.repeat(257), password: NEW_PASSWORD, confirm: NEW_PASSWORD },
        'The reset link must be at most 256 characters.',
      ],
      [
        { token: 't', password: 'x'.repeat(1025), confirm: NEW_PASSWORD },
        'New password must be at most 1024 characters.',
      ],
      [{ token: 't', password: NEW_PASSWORD, confirm: 5 }, 'Confirm password must be text.'],
      [{ token: 't', password: NEW_PASSWORD, confirm: 'something else' }, 'Passwords do not match.'],
      [{ token: 't', password: 'short', confirm: 'short' }, 'Password must be at least 8 characters.'],
      [
        { token: 't', password: 'password1', confirm: 'password1' },
        'This password is too common. Please choose a less predictable one.',
      ],
      [{ token: 'no-such-token', password: NEW_PASSWORD, confirm: NEW_PASSWORD }, INVALID_LINK],
    ])('refuses %j with 400', async (payload, error) => {
      const res = await reset(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    });

    it('sets the new password, clears must-change and ends every older token', async () => {
      const user = await createUser(t, { mustChangePassword: true });
      const oldToken = await loginAs(t, user);
      const token = await resetTokenFor(user);

      const res = await reset({ token, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Your password has been reset. You can now log in.' });

      const stale = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${oldToken}` },
      });
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
      await expect(loginAs(t, user)).rejects.toThrow(/answered 401/);
      const fresh = await loginAs(t, { ...user, password: NEW_PASSWORD });
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${fresh}` },
      });
      expect(me.json()).toMatchObject({ mustChangePassword: false });
    });

    it('works once only', async () => {
      const user = await createUser(t);
      const token = await resetTokenFor(user);
      expect((await reset({ token, password: NEW_PASSWORD, confirm: NEW_PASSWORD })).statusCode).toBe(200);
      const again = await reset({ token, password: 'yet another secret', confirm: 'yet another secret' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: INVALID_LINK });
    });

    it('expires after an hour', async () => {
      const user = await createUser(t);
      const token = await resetTokenFor(user);
      clock.advance(60 * 60 * 1000);
      const res = await reset({ token, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: INVALID_LINK });
    });

    it('honours only the newest link of a user', async () => {
      const user = await createUser(t);
      const first = await resetTokenFor(user);
      const second = await resetTokenFor(user);
      expect((await reset({ token: first, password: NEW_PASSWORD, confirm: NEW_PASSWORD })).json()).toEqual({
        error: INVALID_LINK,
      });
      expect((await reset({ token: second, password: NEW_PASSWORD, confirm: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('is spent by a password change made after it was mailed', async () => {
      const { user, headers } = await signIn(t);
      const token = await resetTokenFor(user);
      const changed = await t.app.inject({
        method: 'PUT',
        url: '/api/users/change-password',
        headers,
        payload: { currentPassword: user.password, newPassword: NEW_PASSWORD },
      });
      expect(changed.statusCode).toBe(200);

      const res = await reset({ token, password: 'the attacker’s password', confirm: 'the attacker’s password' });
      expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({
        status: 400,
        body: { error: INVALID_LINK },
      });
      expect(await loginAs(t, { ...user, password: NEW_PASSWORD })).toEqual(expect.any(String));
    });

    it('lets one of two simultaneous uses of a link through', async () => {
      const user = await createUser(t);
      const token = await resetTokenFor(user);
      const answers = await Promise.all([
        reset({ token, password: NEW_PASSWORD, confirm: NEW_PASSWORD }),
        reset({ token, password: 'the other new secret', confirm: 'the other new secret' }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    });

    it('purges expired links when new ones are made', async () => {
      const user = await createUser(t);
      await resetTokenFor(user);
      clock.advance(2 * 60 * 60 * 1000);
      await resetTokenFor(user);
      expect(await t.database.db.selectFrom('passwordResetTokens').selectAll().execute()).toHaveLength(1);
    });
  });

  it('lets a user locked out by failed logins back in after a reset', async () => {
    const { user } = await signIn(t);
    for (let attempt = 0; attempt < 10; attempt++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password: 'wrong guess' },
      });
    }
    await expect(loginAs(t, user)).rejects.toThrow(/answered 429/);
    const token = await resetTokenFor(user);
    expect((await reset({ token, password: NEW_PASSWORD, confirm: NEW_PASSWORD })).statusCode).toBe(200);
    expect(await loginAs(t, { ...user, password: NEW_PASSWORD })).toEqual(expect.any(String));
  });
});
