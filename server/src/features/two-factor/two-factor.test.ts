import type { RecoveryCodes, TwoFactorSetup } from '@baseline/contract';
import { URL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { DEFAULT_PASSWORD, signIn } from '../../../test/factories.js';
import { expectMalformedBodiesRefused } from '../../../test/requests.js';
import { enableTwoFactor, nextStep, totpCode } from './testing/two-factor.js';

const WRONG_CODE =
  'That code is not right. Enter the current 6-digit code from your authenticator app, or an unused recovery code.';
const REUSED_CODE = 'That code has already been used. Wait for the next code in your authenticator app.';

describe.each(dialects)('two-factor settings (%s)', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  beforeEach(async () => {
    clock = testClock(Date.UTC(2026, 10, 21, 12, 0, 5));
    t = await buildTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => {
    await t.close();
  });

  const send = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: url === '/api/two-factor' ? 'GET' : 'POST', url, headers, ...(payload && { payload }) });
  /** As the account's owner: every change to the second factor carries the current password. */
  const call = (url: string, headers: Record<string, string>, payload?: object) =>
    send(url, headers, url === '/api/two-factor' ? payload : { password: DEFAULT_PASSWORD, ...payload });

  it('refuses every call without a token (401) and before a required password change (403)', async () => {
    const { headers } = await signIn(t, { mustChangePassword: true });
    for (const url of [
      '/api/two-factor',
      '/api/two-factor/setup',
      '/api/two-factor/confirm',
      '/api/two-factor/disable',
      '/api/two-factor/recovery-codes',
    ]) {
      const anonymous = await call(url, {}, { code: '123456', password: 'x' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ error: 'Authentication required.' });
      const mustChange = await call(url, headers, { code: '123456', password: 'x' });
      expect(mustChange.statusCode).toBe(403);
      expect(mustChange.json()).toEqual({ error: 'You must change your password before continuing.' });
    }
  });

  it('refuses malformed bodies and missing fields with 400', async () => {
    const { headers } = await signIn(t);
    for (const url of [
      '/api/two-factor/setup',
      '/api/two-factor/confirm',
      '/api/two-factor/disable',
      '/api/two-factor/recovery-codes',
    ]) {
      await expectMalformedBodiesRefused(t, { method: 'POST', url, headers });
      const missing = await send(url, headers, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ error: 'password is required.' });
      if (url.endsWith('setup')) continue;
      const noCode = await send(url, headers, { password: DEFAULT_PASSWORD });
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json()).toEqual({ error: 'code is required.' });
    }
  });

  it('lets no one holding only a token enrol an authenticator, make new codes or turn it off', async () => {
    const stolen = await signIn(t);
    for (const body of [{}, { password: 'a guess at the password' }]) {
      const setup = await send('/api/two-factor/setup', stolen.headers, body);
      expect(setup.statusCode).toBe(400);
      expect(setup.json()).toEqual({
        error: 'password' in body ? 'Current password is incorrect.' : 'password is required.',
      });
    }
    expect((await send('/api/two-factor', stolen.headers)).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    // With the password the set-up starts; its confirmation still needs the password, not only the code.
    const { secret } = (await call('/api/two-factor/setup', stolen.headers)).json<TwoFactorSetup>();
    const code = totpCode(secret, clock.now());
    const confirm = await send('/api/two-factor/confirm', stolen.headers, { code, password: 'another guess' });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json()).toEqual({ error: 'Current password is incorrect.' });
    expect((await send('/api/two-factor', stolen.headers)).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const owner = await signIn(t);
    await enableTwoFactor(t, owner.headers, clock.now());
    clock.advance(30_000);
    for (const url of ['/api/two-factor/recovery-codes', '/api/two-factor/disable']) {
      const res = await send(url, owner.headers, { code: '000000', password: 'not it' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Current password is incorrect.' });
    }
    expect((await send('/api/two-factor', owner.headers)).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('is off until confirmed; setup answers a secret, its otpauth address and a QR code', async () => {
    const { user, headers } = await signIn(t);
    expect((await call('/api/two-factor', headers)).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const res = await call('/api/two-factor/setup', headers);
    expect(res.statusCode).toBe(200);
    const setup = res.json<TwoFactorSetup>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Baseline:${user.username}`);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Baseline',
      secret: setup.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(setup.qrCodeDataUrl.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain('<svg');
    expect((await call('/api/two-factor', headers)).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  it('does not keep the secret in the clear', async () => {
    const { user, headers } = await signIn(t);
    const { secret } = (await call('/api/two-factor/setup', headers)).json<TwoFactorSetup>();
    const row = await t.database.db
      .selectFrom('twoFactor')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirst();
    expect(row?.secretEncrypted).toBeDefined();
    expect(row?.secretEncrypted).not.toContain(secret);
  });

  it('confirms with the current code, or the one of the step before or after, and not with others', async () => {
    const { headers } = await signIn(t);
    const { secret } = (await call('/api/two-factor/setup', headers)).json<TwoFactorSetup>();
    for (const offset of [-90_000, -60_000, 60_000, 90_000]) {
      const res = await call('/api/two-factor/confirm', headers, { code: totpCode(secret, clock.now() + offset) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: WRONG_CODE });
    }
    const letters = await call('/api/two-factor/confirm', headers, { code: 'abcdef' });
    expect(letters.json()).toEqual({ error: WRONG_CODE });

    const res = await call('/api/two-factor/confirm', headers, { code: totpCode(secret, clock.now() - 30_000) });
    expect(res.statusCode).toBe(200);
    const { recoveryCodes } = res.json<RecoveryCodes>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await call('/api/two-factor', headers)).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    const stored = await t.database.db.selectFrom('twoFactorRecoveryCodes').select('codeHash').execute();
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true);
  });

  it('refuses to confirm without a set-up, or twice, and to set up again once on (409)', async () => {
    const { headers } = await signIn(t);
    const early = await call('/api/two-factor/confirm', headers, { code: '123456' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'Start the set-up first: no authenticator is waiting to be confirmed.' });

    const { secret } = await enableTwoFactor(t, headers, clock.now());
    for (const res of [
      await call('/api/two-factor/setup', headers),
      await call('/api/two-factor/confirm', headers, { code: totpCode(secret, nextStep(clock.now())) }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Two-factor authentication is already on.' });
    }
  });

  it('a second set-up replaces a pending secret', async () => {
    const { headers } = await signIn(t);
    const first = (await call('/api/two-factor/setup', headers)).json<TwoFactorSetup>();
    const second = (await call('/api/two-factor/setup', headers)).json<TwoFactorSetup>();
    expect(second.secret).not.toBe(first.secret);
    const stale = await call('/api/two-factor/confirm', headers, { code: totpCode(first.secret, clock.now()) });
    expect(stale.json()).toEqual({ error: WRONG_CODE });
    const fresh = await call('/api/two-factor/confirm', headers, { code: totpCode(second.secret, clock.now()) });
    expect(fresh.statusCode).toBe(200);
  });

  it('regenerates recovery codes for a fresh code: the old ones stop working', async () => {
    const { headers } = await signIn(t);
    const notOn = await call('/api/two-factor/recovery-codes', headers, { code: '123456' });
    expect(notOn.statusCode).toBe(409);
    expect(notOn.json()).toEqual({ error: 'Two-factor authentication is not on.' });

    const { secret, recoveryCodes } = await enableTwoFactor(t, headers, clock.now());
    const replay = await call('/api/two-factor/recovery-codes', headers, { code: totpCode(secret, clock.now()) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: REUSED_CODE });

    clock.advance(30_000);
    const res = await call('/api/two-factor/recovery-codes', headers, { code: totpCode(secret, clock.now()) });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<RecoveryCodes>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);

    const old = await call('/api/two-factor/recovery-codes', headers, { code: recoveryCodes[0] ?? '' });
    expect(old.json()).toEqual({ error: WRONG_CODE });
    const withNew = await call('/api/two-factor/recovery-codes', headers, { code: fresh[0]?.toUpperCase() ?? '' });
    expect(withNew.statusCode).toBe(200);
  });

  it('disables with the password and a code, and not with either wrong', async () => {
    const { user, headers } = await signIn(t);
    const notOn = await call('/api/two-factor/disable', headers, { password: user.password, code: '123456' });
    expect(notOn.statusCode).toBe(409);

    const { secret } = await enableTwoFactor(t, headers, clock.now());
    clock.advance(30_000);
    const code = totpCode(secret, clock.now());
    const wrongPassword = await call('/api/two-factor/disable', headers, { password: 'not it', code });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ error: 'Current password is incorrect.' });
    const wrongCode = await call('/api/two-factor/disable', headers, { password: user.password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({ error: WRONG_CODE });

    const res = await call('/api/two-factor/disable', headers, { password: user.password, code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Two-factor authentication is off.' });
    expect((await call('/api/two-factor', headers)).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(await t.database.db.selectFrom('twoFactorRecoveryCodes').selectAll().execute()).toEqual([]);
  });

  it('counts wrong codes like failed logins: the eleventh try is refused with 429', async () => {
    const { headers } = await signIn(t);
    const { secret } = await enableTwoFactor(t, headers, clock.now());
    for (let i = 0; i < 10; i++) {
      expect((await call('/api/two-factor/recovery-codes', headers, { code: '000000' })).statusCode).toBe(400);
    }
    clock.advance(30_000);
    const res = await call('/api/two-factor/recovery-codes', headers, { code: totpCode(secret, clock.now()) });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'Too many failed login attempts. Try again in 15 minutes.' });
  });

  it("keeps one user's settings from another's", async () => {
    const first = await signIn(t);
    const second = await signIn(t);
    const { recoveryCodes } = await enableTwoFactor(t, first.headers, clock.now());
    expect((await call('/api/two-factor', second.headers)).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    await call('/api/two-factor/setup', second.headers);
    const res = await call('/api/two-factor/confirm', second.headers, { code: recoveryCodes[0] ?? '' });
    expect(res.json()).toEqual({ error: WRONG_CODE });
  });
});
