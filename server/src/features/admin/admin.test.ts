import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { eventually } from '../../../test/eventually.js';
import { createRegistrationRequest, createUser, loginAs, signIn } from '../../../test/factories.js';
import { expectMalformedBodiesRefused } from '../../../test/requests.js';
import { useSmtpServer } from '../mail/testing/smtp.js';

const PASSWORD = 'welcome to the tour';
const NOT_FOUND = 'Registration request not found.';
const DECIDED = 'This request has already been decided.';
const IN_USE = 'This username (or one that looks like it) or e-mail address is already in use by another account.';

describe.each(dialects)('admin: registration requests (%s)', (dialect) => {
  const smtp = useSmtpServer();
  let t: TestApp;
  let admin: { user: { id: string }; headers: Record<string, string> };
  beforeEach(async () => {
    t = await buildTestApp(dialect, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://baseline.example' });
    admin = await signIn(t, { isAdmin: true, email: 'boss@example.test' });
  });
  afterEach(async () => {
    await t.close();
  });

  const approve = (id: string, payload: unknown, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: `/api/admin/approve/${id}`, headers, payload: payload as object });
  const reject = (id: string, headers = admin.headers) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/reject/${id}`, headers });
  const statusOf = async (id: string) =>
    await t.database.db
      .selectFrom('registrationRequests')
      .select(['status', 'decidedBy'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const auditLog = () => t.database.db.selectFrom('auditLog').selectAll().execute();

  describe('GET /api/admin/requests', () => {
    it('lists pending requests oldest first, with only the fields the dashboard shows', async () => {
      const now = Date.UTC(2026, 10, 21, 9);
      const newer = await createRegistrationRequest(t, { username: 'Newer', message: 'second', createdAt: now + 1000 });
      const older = await createRegistrationRequest(t, { username: 'Older', message: 'first', createdAt: now });
      const decided = await createRegistrationRequest(t, { createdAt: now - 1000 });
      await t.database.db
        .updateTable('registrationRequests')
        .set({ status: 'rejected' })
        .where('id', '=', decided.id)
        .execute();

      const res = await t.app.inject({ method: 'GET', url: '/api/admin/requests', headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          _id: older.id,
          username: 'Older',
          email: 'older@example.test',
          message: 'first',
          createdAt: '2026-11-21T09:00:00.000Z',
        },
        {
          _id: newer.id,
          username: 'Newer',
          email: 'newer@example.test',
          message: 'second',
          createdAt: '2026-11-21T09:00:01.000Z',
        },
      ]);
    });

    it('answers an empty list when nothing waits', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/requests', headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });
  });

  describe('POST /api/admin/approve/:id', () => {
    it('refuses malformed and oversized bodies', async () => {
      const request = await createRegistrationRequest(t);
      await expectMalformedBodiesRefused(t, {
        method: 'POST',
        url: `/api/admin/approve/${request.id}`,
        headers: admin.headers,
      });
    });

    it.each([
      [{ mustChangePassword: true }, 'password is required.'],
      [{ password: PASSWORD }, 'mustChangePassword is required.'],
      [{ password: PASSWORD, mustChangePassword: 'yes' }, 'mustChangePassword must be boolean.'],
      [{ password: 12345678, mustChangePassword: true }, 'password must be string.'],
      [{ password: 'short', mustChangePassword: true }, 'Password must be at least 8 characters.'],
      [
        { password: 'baseline1', mustChangePassword: true },
        'This password is too common. Please choose a less predictable one.',
      ],
    ])('refuses %j with 400', async (payload, error) => {
      const request = await createRegistrationRequest(t);
      const res = await approve(request.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
      expect(await statusOf(request.id)).toEqual({ status: 'pending', decidedBy: null });
    });

    it('answers 404 for an unknown request', async () => {
      const res = await approve('no-such-request', { password: PASSWORD, mustChangePassword: false });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: NOT_FOUND });
    });

    it('creates the account, records the decision and mails the user a login link without the password', async () => {
      const request = await createRegistrationRequest(t, { username: 'Iga', email: 'iga@example.test' });
      const res = await approve(request.id, { password: PASSWORD, mustChangePassword: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'User approved.' });

      expect(await statusOf(request.id)).toEqual({ status: 'approved', decidedBy: admin.user.id });
      const token = await loginAs(t, { username: 'iga', password: PASSWORD });
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.json()).toEqual({
        subscribed: false,
        username: 'Iga',
        email: 'iga@example.test',
        isAdmin: false,
        mustChangePassword: true,
      });

      await eventually(() => {
        expect(smtp.received).toHaveLength(1);
      });
      const [mail] = smtp.received;
      expect(mail?.to).toEqual(['iga@example.test']);
      expect(mail?.subject).toBe('Your Baseline account is ready');
      expect(mail?.text).toContain('https://baseline.example/login');
      expect(mail?.text).not.toContain(PASSWORD);

      const user = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('usernameKey', '=', 'iga')
        .executeTakeFirstOrThrow();
      expect(await auditLog()).toEqual([
        {
          id: expect.any(String) as string,
          actorId: admin.user.id,
          action: 'registration.approved',
          targetId: request.id,
          detail: JSON.stringify({
            userId: user.id,
            username: 'Iga',
            email: 'iga@example.test',
            mustChangePassword: true,
          }),
          createdAt: expect.any(Number) as number,
        },
      ]);
      expect(JSON.stringify(await auditLog())).not.toContain(PASSWORD);
    });

    it('answers 409 once the request has been decided', async () => {
      const request = await createRegistrationRequest(t);
      expect((await approve(request.id, { password: PASSWORD, mustChangePassword: false })).statusCode).toBe(200);
      for (const res of [
        await approve(request.id, { password: PASSWORD, mustChangePassword: false }),
        await reject(request.id),
      ]) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ error: DECIDED });
      }
    });

    it('answers 409 when the name, a look-alike of it or the address was taken meanwhile, and changes nothing', async () => {
      const byName = await createRegistrationRequest(t, { username: 'Taken', email: 'fresh@example.test' });
      const byAddress = await createRegistrationRequest(t, { username: 'Fresh', email: 'taken@example.test' });
      // Cyrillic 'Т', 'а' and 'е' among Latin letters.
      const byLookAlike = await createRegistrationRequest(t, {
        username: '\u0422\u0430k\u0435n',
        email: 'alike@example.test',
      });
      await createUser(t, { username: 'TAKEN', email: 'taken@example.test' });

      for (const request of [byName, byAddress, byLookAlike]) {
        const res = await approve(request.id, { password: PASSWORD, mustChangePassword: false });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ error: IN_USE });
        expect(await statusOf(request.id)).toEqual({ status: 'pending', decidedBy: null });
      }
      expect(await auditLog()).toEqual([]);
    });

    it('lets only one of two simultaneous decisions count', async () => {
      const request = await createRegistrationRequest(t);
      const answers = await Promise.all([
        approve(request.id, { password: PASSWORD, mustChangePassword: false }),
        approve(request.id, { password: PASSWORD, mustChangePassword: false }),
        reject(request.id),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await auditLog()).toHaveLength(1);
    });
  });

  describe('DELETE /api/admin/reject/:id', () => {
    it('answers 404 for an unknown request', async () => {
      const res = await reject('no-such-request');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: NOT_FOUND });
    });

    it('refuses an id longer than any we issue', async () => {
      const res = await reject('x'.repeat(65));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'id must NOT have more than 64 characters.' });
    });

    it('rejects the request, records it and sends a polite notice', async () => {
      const request = await createRegistrationRequest(t, { username: 'Nick', email: 'nick@example.test' });
      const res = await reject(request.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Request rejected.' });
      expect(await statusOf(request.id)).toEqual({ status: 'rejected', decidedBy: admin.user.id });

      await eventually(() => {
        expect(smtp.received).toHaveLength(1);
      });
      expect(smtp.received[0]).toMatchObject({ to: ['nick@example.test'], subject: 'Your Baseline account request' });
      expect(smtp.received[0]?.text).toContain('Thank you for your interest in Baseline.');

      expect(await auditLog()).toEqual([
        expect.objectContaining({
          actorId: admin.user.id,
          action: 'registration.rejected',
          targetId: request.id,
          detail: JSON.stringify({ username: 'Nick', email: 'nick@example.test' }),
        }),
      ]);
      await expect(loginAs(t, { username: 'Nick', password: PASSWORD })).rejects.toThrow(/answered 401/);
    });
  });
});
