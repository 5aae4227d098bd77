import type { TwoFactorChallenge } from '@baseline/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { eventually } from '../../../test/eventually.js';
import { authHeader, outbox, signIn, type TestUser } from '../../../test/factories.js';
import { expectMalformedBodiesRefused } from '../../../test/requests.js';
import { enableTwoFactor, totpCode } from './testing/two-factor.js';
import { createTokenService } from '../access/token-service.js';
import { createSecretBox } from './two-factor.crypto.js';

const WRONG_CODE =
  'That code is not right. Enter the current 6-digit code from your authenticator app, or an unused recovery code.';
const LOGIN_EXPIRED = 'Your login has expired. Please enter your username and password again.';

describe.each(dialects)('login with two-factor authentication (%s)', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  let user: TestUser;
  let secret: string;
  let recoveryCodes: string[];
  beforeEach(async () => {
    clock = testClock(Date.UTC(2026, 10, 21, 12, 0, 5));
    t = await buildTestApp(dialect, {}, { now: clock.now });
    const signedIn = await signIn(t);
    user = signedIn.user;
    ({ secret, recoveryCodes } = await enableTwoFactor(t, signedIn.headers, clock.now()));
    clock.advance(30_000);
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (password = user.password) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password } });
  const challenge = async () => (await login()).json<TwoFactorChallenge>().challenge;
  const second = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload });
  const expectToken = async (res: Awaited<ReturnType<typeof second>>) => {
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string }>();
    expect(Object.keys(body)).toEqual(['token']);
    const claims = await createTokenService(t.config.jwtSecret, clock.now).verify(body.token);
    expect(claims?.sub).toBe(user.id);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(body.token) });
    expect(me.statusCode).toBe(200);
    return body.token;
  };

  it('answers a challenge, not a token, for the right password', async () => {
    const res = await login();
    expect(res.statusCode).toBe(200);
    const body = res.json<TwoFactorChallenge>();
    expect(Object.keys(body).sort()).toEqual(['challenge', 'twoFactorRequired']);
    expect(body.twoFactorRequired).toBe(true);
    const asSession = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authHeader(body.challenge) });
    expect(asSession.statusCode).toBe(401);

    const wrong = await login('not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid username or password.' });
  });

  it('still asks for the second factor after a password reset: the reset signs no one in', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(200);
    const token = await eventually(async () => {
      const mail = (await outbox(t)).find((row) => row.recipient === user.email);
      const found = /reset-password\?token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
      if (!found) throw new Error('no reset link yet');
      return found;
    });
    const newPassword = 'a brand new passphrase 42';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: newPassword, confirm: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect(Object.keys(reset.json<object>())).toEqual(['message']);

    const res = await login(newPassword);
    expect(res.statusCode).toBe(200);
    expect(res.json<TwoFactorChallenge>().twoFactorRequired).toBe(true);
    await expectToken(
      await second({ challenge: res.json<TwoFactorChallenge>().challenge, code: totpCode(secret, clock.now()) }),
    );
  });

  it('refuses malformed bodies and missing fields with 400', async () => {
    await expectMalformedBodiesRefused(t, { method: 'POST', url: '/api/auth/login/two-factor' });
    expect((await second({ code: '123456' })).json()).toEqual({ error: 'challenge is required.' });
    expect((await second({ challenge: 'x' })).json()).toEqual({ error: 'code is required.' });
  });

  it('answers the normal token for the challenge and the current code', async () => {
    await expectToken(await second({ challenge: await challenge(), code: totpCode(secret, clock.now()) }));
  });

  it('refuses a wrong code, and the same code twice, with 401', async () => {
    const pending = await challenge();
    const wrong = await second({ challenge: pending, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: WRONG_CODE });

    const code = totpCode(secret, clock.now());
    await expectToken(await second({ challenge: pending, code }));
    const replay = await second({ challenge: await challenge(), code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      error: 'That code has already been used. Wait for the next code in your authenticator app.',
    });
  });

  it('accepts a recovery code once, typed in any case and spacing', async () => {
    const code = recoveryCodes[3] ?? '';
    const typed = ` ${code.toUpperCase().replaceAll('-', ' ')} `;
    const token = await expectToken(await second({ challenge: await challenge(), code: typed }));
    const again = await second({ challenge: await challenge(), code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: WRONG_CODE });
    const status = await t.app.inject({ method: 'GET', url: '/api/two-factor', headers: authHeader(token) });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('after JWT_SECRET changes, refuses authenticator codes with a clear 401 and still takes a recovery code', async () => {
    const otherKey = createSecretBox(new TextEncoder().encode('a-different-jwt-secret-of-enough-length-42'));
    await t.database.db
      .updateTable('twoFactor')
      .set({ secretEncrypted: otherKey.seal(secret) })
      .where('userId', '=', user.id)
      .execute();
    const refused = await second({ challenge: await challenge(), code: totpCode(secret, clock.now()) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error:
        'Authenticator codes cannot be checked for this account any more. Sign in with a recovery code, then set up two-factor authentication again.',
    });
    await expectToken(await second({ challenge: await challenge(), code: recoveryCodes[0] ?? '' }));
  });

  it('refuses a forged, expired or outdated challenge with 401', async () => {
    const pending = await challenge();
    const code = totpCode(secret, clock.now());
    const session = await createTokenService(t.config.jwtSecret, clock.now).sign({
      userId: user.id,
      mustChangePassword: false,
      isAdmin: false,
      isSubscribed: false,
      tokenVersion: 0,
    });
    for (const bad of ['garbage', `${pending}x`, session]) {
      const res = await second({ challenge: bad, code });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: LOGIN_EXPIRED });
    }
    clock.advance(5 * 60_000 + 1_000);
    const expired = await second({ challenge: pending, code: totpCode(secret, clock.now()) });
    expect(expired.json()).toEqual({ error: LOGIN_EXPIRED });

    const fresh = await challenge();
    await t.database.db.updateTable('users').set({ tokenVersion: 1 }).where('id', '=', user.id).execute();
    const outdated = await second({ challenge: fresh, code: totpCode(secret, clock.now()) });
    expect(outdated.json()).toEqual({ error: LOGIN_EXPIRED });
  });

  it('throttles code guesses like passwords, and a right password does not reset the count', async () => {
    const survivor = await challenge();
    for (let i = 0; i < 5; i++)
      expect((await second({ challenge: await challenge(), code: '000000' })).statusCode).toBe(401);
    for (let i = 0; i < 5; i++)
      expect((await second({ challenge: await challenge(), code: '111111' })).statusCode).toBe(401);
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many failed login attempts. Try again in 15 minutes.' });

    const pending = await second({ challenge: survivor, code: totpCode(secret, clock.now()) });
    expect(pending.statusCode).toBe(429);
  });

  it('keeps the plain login of users without two-factor authentication exactly as it was', async () => {
    const other = await signIn(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: other.user.username, password: other.user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['token']);
  });
});
