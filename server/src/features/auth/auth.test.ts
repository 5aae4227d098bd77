import { randomBytes } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { authHeader, createUser, loginAs, signIn } from '../../../test/factories.js';
import { expectMalformedBodiesRefused } from '../../../test/requests.js';
import { createTokenService } from '../access/token-service.js';
import { ACCESS_CACHE_TTL_MS } from '../access/access-cache.js';

describe.each(dialects)('login, me and logout (%s)', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  beforeEach(async () => {
    clock = testClock();
    t = await buildTestApp(dialect, {}, { now: clock.now });
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });
  const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

  describe('POST /api/auth/login', () => {
    it('refuses malformed and oversized bodies', async () => {
      await expectMalformedBodiesRefused(t, { method: 'POST', url: '/api/auth/login' });
    });

    it.each([
      [{ password: 'x' }, 'Username is required.'],
      [{ username: 'x' }, 'Password is required.'],
      [{ username: 42, password: 'x' }, 'Username must be text.'],
      [{ username: 'x', password: ['x'] }, 'Password must be text.'],
      [{ username: '', password: 'x' }, 'Username is required.'],
      [{ username: 'x'.repeat(321), password: 'x' }, 'Username must be at most 320 characters.'],
      [{ username: 'x', password: 'x'.repeat(1025) }, 'Password must be at most 1024 characters.'],
      [['x', 'x'], 'The request body must be a JSON object.'],
    ])('refuses %j with 400', async (payload, error) => {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    });

    it('gives one answer for an unknown user and a wrong password', async () => {
      const user = await createUser(t);
      const unknown = await login({ username: 'nobody', password: user.password });
      const wrong = await login({ username: user.username, password: 'not the password' });
      for (const res of [unknown, wrong]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: 'Invalid username or password.' });
      }
    });

    it('answers a token whose claims say who the user is', async () => {
      const user = await createUser(t, { isAdmin: true, mustChangePassword: true });
      const res = await login({ username: user.username, password: user.password });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ token: string }>();
      expect(Object.keys(body)).toEqual(['token']);
      const claims = await createTokenService(t.config.jwtSecret, clock.now).verify(body.token);
      expect(claims).toMatchObject({
        sub: user.id,
        isAdmin: true,
        mustChangePassword: true,
        // Administrators have complimentary access (access-policy).
        isSubscribed: true,
        ver: 0,
      });
    });

    it('matches the username in any case, and accepts the e-mail address', async () => {
      const user = await createUser(t, { username: 'Rafa.Nadal', email: 'rafa@example.test' });
      for (const username of ['rafa.nadal', 'RAFA.NADAL', ' Rafa.Nadal ', 'rafa@example.test', 'Rafa@Example.test']) {
        expect((await login({ username, password: user.password })).statusCode).toBe(200);
      }
    });

    it('matches a name in any script however it is typed: case, composed or decomposed, full-width', async () => {
      const zoe = await createUser(t, { username: 'Zo\u00eb', email: 'zoe@example.test' });
      for (const username of ['ZO\u00cb', 'zoe\u0308', ' \uff5a\uff4f\u00eb ']) {
        expect((await login({ username, password: zoe.password })).statusCode).toBe(200);
      }
      const strasse = await createUser(t, { username: 'Straße', email: 'strasse@example.test' });
      expect((await login({ username: 'STRASSE', password: strasse.password })).statusCode).toBe(200);
    });

    it('does not match the password in another case', async () => {
      const user = await createUser(t, { password: 'Correct Horse Battery' });
      expect((await login({ username: user.username, password: 'correct horse battery' })).statusCode).toBe(401);
    });
  });

  describe('authentication of requests', () => {
    it('asks for a token when there is none', async () => {
      const withoutToken: Record<string, string>[] = [
        {},
        { authorization: 'Basic dXNlcjpwYXNz' },
        { authorization: 'Bearer' },
      ];
      for (const headers of withoutToken) {
        const res = await me(headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: 'Authentication required.' });
      }
    });

    it('refuses tokens that are forged, unsigned, expired or of an unknown user', async () => {
      const { user, token } = await signIn(t);
      const claims = { mustChangePassword: false, isAdmin: true, isSubscribed: true, ver: 0 };
      const signed = (key: Uint8Array) =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(user.id)
          .setJti('forged')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(key);
      const unsigned = new UnsecuredJWT(claims).setSubject(user.id).setJti('x').setIssuedAt().setExpirationTime('1h');
      const ofNobody = await createTokenService(t.config.jwtSecret, clock.now).sign({
        userId: 'no-such-user',
        mustChangePassword: false,
        isAdmin: true,
        isSubscribed: false,
        tokenVersion: 0,
      });

      const refused = [await signed(randomBytes(32)), unsigned.encode(), ofNobody, `${token}x`, 'garbage'];
      for (const bad of refused) {
        const res = await me(authHeader(bad));
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
      }

      clock.advance(8 * 60 * 60 * 1000);
      const expired = await me(authHeader(token));
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
      expect(expired.headers['x-account-closed']).toBeUndefined();
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers who the user is, from the database', async () => {
      const { user, headers } = await signIn(t, { username: 'Serena', email: 'serena@example.test' });
      const res = await me(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        subscribed: false,
        username: 'Serena',
        email: 'serena@example.test',
        isAdmin: false,
        mustChangePassword: false,
      });

      // Permissions follow the database, not the claims of a token issued earlier: a change written
      // behind the services' back shows once the guards' cached state is ACCESS_CACHE_TTL_MS old.
      await t.database.db.updateTable('users').set({ isAdmin: 1 }).where('id', '=', user.id).execute();
      clock.advance(ACCESS_CACHE_TTL_MS);
      expect((await me(headers)).json()).toMatchObject({ isAdmin: true });
    });

    it('answers a user who must change their password', async () => {
      const { headers } = await signIn(t, { mustChangePassword: true });
      const res = await me(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ mustChangePassword: true });
    });
  });

  describe('POST /api/auth/logout', () => {
    const logout = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });

    it('refuses without a token', async () => {
      const res = await logout();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Authentication required.' });
    });

    it('ends this token only', async () => {
      const { user, headers } = await signIn(t);
      const otherSession = authHeader(await loginAs(t, user));

      const res = await logout(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Logged out.' });

      const after = await me(headers);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
      expect(after.headers['x-account-closed']).toBeUndefined();
      expect((await logout(headers)).statusCode).toBe(401);
      expect((await me(otherSession)).statusCode).toBe(200);
    });

    it('remembers the revocation until the token expires, and purges expired ones', async () => {
      const { user, headers } = await signIn(t, { mustChangePassword: true });
      await t.database.db
        .insertInto('revokedTokens')
        .values({ jti: 'long-gone', userId: user.id, expiresAt: clock.now() - 1 })
        .execute();

      expect((await logout(headers)).statusCode).toBe(200);
      const rows = await t.database.db.selectFrom('revokedTokens').selectAll().execute();
      expect(rows).toEqual([
        {
          jti: expect.any(String) as string,
          userId: user.id,
          expiresAt: Math.floor(clock.now() / 1000) * 1000 + 8 * 3600e3,
        },
      ]);
    });
  });
});
