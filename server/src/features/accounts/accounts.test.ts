import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { ConfigError } from '../../config.js';
import { ensureAdminAccount, type AdminSeedDeps } from './accounts.service.js';

describe.each(dialects)('admin seeding (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const seed = (admin: Partial<AdminSeedDeps['admin']> = {}, print = vi.fn<(text: string) => void>()) =>
    ensureAdminAccount({
      db: t.database.db,
      admin: { username: 'admin', email: 'admin@example.test', password: undefined, ...admin },
      now: Date.now,
      print,
    }).then(() => print);
  const users = () =>
    t.database.db.selectFrom('users').select(['username', 'email', 'isAdmin', 'mustChangePassword']).execute();

  it('creates an admin with a generated password, prints it once in a framed block, and must have it changed', async () => {
    const print = await seed();
    expect(print).toHaveBeenCalledTimes(1);
    const notice = print.mock.calls[0]?.[0] ?? '';
    expect(notice).toMatch(
      /={78}\n {2}Admin account created\n {2}username: admin {3}password: [\w-]{24} {3}\(shown once; you must change it after logging in\)\n={78}/,
    );
    expect(await users()).toEqual([
      { username: 'admin', email: 'admin@example.test', isAdmin: 1, mustChangePassword: 1 },
    ]);

    const password = /password: ([\w-]{24})/.exec(notice)?.[1] ?? '';
    const token = await loginAs(t, { username: 'admin', password });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ isAdmin: true, mustChangePassword: true });

    const secondStart = await seed();
    expect(secondStart).not.toHaveBeenCalled();
    expect(await users()).toHaveLength(1);
  });

  it('uses ADMIN_PASSWORD when given, without printing it or asking for a change', async () => {
    const print = await seed({ password: 'the chosen admin secret' });
    expect(print.mock.calls).toEqual([
      [expect.stringContaining('username: admin   password: the one set in ADMIN_PASSWORD')],
    ]);
    expect(print.mock.calls[0]?.[0]).not.toContain('the chosen admin secret');
    expect(await users()).toEqual([expect.objectContaining({ mustChangePassword: 0 })]);
    expect(await loginAs(t, { username: 'admin', password: 'the chosen admin secret' })).toEqual(expect.any(String));
  });

  it('does nothing when an administrator exists already', async () => {
    await createUser(t, { username: 'chief', isAdmin: true });
    expect(await seed()).not.toHaveBeenCalled();
    expect(await users()).toEqual([expect.objectContaining({ username: 'chief' })]);
  });

  it('refuses to start with an unusable admin name or password, or one that a user holds', async () => {
    await expect(seed({ username: 'the admin' })).rejects.toThrow(
      new ConfigError(
        'Invalid ADMIN_USERNAME ("the admin"): Username may only contain letters, digits, dots, underscores and hyphens.',
      ),
    );
    await expect(seed({ password: 'password123' })).rejects.toThrow(
      new ConfigError('Invalid ADMIN_PASSWORD: This password is too common. Please choose a less predictable one.'),
    );
    await createUser(t, { username: 'Admin' });
    await expect(seed()).rejects.toThrow(
      /ADMIN_USERNAME "admin" or ADMIN_EMAIL "admin@example.test" belongs to an existing user/,
    );
  });
});
