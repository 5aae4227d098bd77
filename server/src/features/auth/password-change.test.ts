import type { ChangePasswordResponse } from '@baseline/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { authHeader, DEFAULT_PASSWORD, loginAs, signIn } from '../../../test/factories.js';
import { expectMalformedBodiesRefused } from '../../../test/requests.js';

const NEW_PASSWORD = 'a brand new secret';

describe.each(dialects)('PUT /api/users/change-password (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const change = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/users/change-password', headers, payload: payload as object });
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

  it('refuses without a token before looking at the body', async () => {
    const res = await change({}, { nonsense: true });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication required.' });
  });

  it('refuses malformed and oversized bodies', async () => {
    const { headers } = await signIn(t);
    await expectMalformedBodiesRefused(t, { method: 'PUT', url: '/api/users/change-password', headers });
  });

  it.each([
    [{ newPassword: NEW_PASSWORD }, 'Current password is required.'],
    [{ currentPassword: DEFAULT_PASSWORD }, 'New password is required.'],
    [{ currentPassword: DEFAULT_PASSWORD, newPassword: 12345678 }, 'New password must be text.'],
    [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'Current password is required.'],
    [
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'x'.repeat(1025) },
      'New password must be at most 1024 characters.',
    ],
    [{ currentPassword: 'not my password', newPassword: NEW_PASSWORD }, 'Current password is incorrect.'],
    [
      { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD },
      'The new password must be different from the current one.',
    ],
    [{ currentPassword: DEFAULT_PASSWORD, newPassword: 'short' }, 'Password must be at least 8 characters.'],
    [{ currentPassword: DEFAULT_PASSWORD, newPassword: 'x'.repeat(129) }, 'Password must be at most 128 characters.'],
    [
      { currentPassword: DEFAULT_PASSWORD, newPassword: 'iloveyou' },
      'This password is too common. Please choose a less predictable one.',
    ],
  ])('refuses %j with 400', async (payload, error) => {
    const { headers } = await signIn(t);
    const res = await change(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('changes the password, ends every older token and hands back a fresh one', async () => {
    const { user, headers } = await signIn(t);
    const otherSession = authHeader(await loginAs(t, user));

    const res = await change(headers, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json<ChangePasswordResponse>();
    expect(body).toEqual({ message: 'Password changed successfully.', token: expect.any(String) as string });

    for (const stale of [headers, otherSession]) {
      const refused = await me(stale);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
    }
    expect((await me(authHeader(body.token))).statusCode).toBe(200);
    await expect(loginAs(t, user)).rejects.toThrow(/answered 401/);
    expect(await loginAs(t, { ...user, password: NEW_PASSWORD })).toEqual(expect.any(String));
  });

  it('lets a user who must change their password do so, and then go anywhere', async () => {
    const { headers } = await signIn(t, { mustChangePassword: true, isAdmin: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/requests', headers })).statusCode).toBe(403);

    const res = await change(headers, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const fresh = authHeader(res.json<ChangePasswordResponse>().token);
    expect((await me(fresh)).json()).toMatchObject({ mustChangePassword: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/requests', headers: fresh })).statusCode).toBe(200);
  });
});
