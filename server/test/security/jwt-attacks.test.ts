import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { decodeJwt, exportJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../build-app.js';
import { testClock } from '../clock.js';
import { authHeader, DEFAULT_PASSWORD } from '../factories.js';
import { createActor, type Actor } from './actors.js';
import { SESSION_EXPIRED } from '../../src/features/access/guards.js';

/** Every refused token gets this one answer, so a client (or an attacker) learns nothing about why. */
const SESSION_ENDED = { error: SESSION_EXPIRED };
const AUTH_REQUIRED = { error: 'Authentication required.' };

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe.each(dialects)('JWT attacks, RFC 8725 (%s)', (dialect) => {
  let t: TestApp;
  const clock = testClock();
  let victim: Actor;
  let claims: Record<string, unknown>;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: clock.now });
    victim = await createActor(t);
    claims = decodeJwt(victim.token);
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
  const expectRefused = async (token: string, url = '/api/auth/me') => {
    const res = await t.app.inject({ method: 'GET', url, headers: authHeader(token) });
    expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status: 401, body: SESSION_ENDED });
  };
  /** The victim's claims, re-signed by whoever holds `key`, with the header and changes given. */
  const resign = (key: Parameters<SignJWT['sign']>[0], header: { alg: string }, changes: object = {}) =>
    new SignJWT({ ...claims, ...changes }).setProtectedHeader({ typ: 'JWT', ...header }).sign(key);

  it('accepts the genuine token, so every refusal below is down to the attack alone', async () => {
    expect((await me(victim.headers)).statusCode).toBe(200);
  });

  it.each(['none', 'None', 'NONE', 'nOnE'])('refuses alg "%s", with or without a signature', async (alg) => {
    const unsigned = `${base64url({ alg, typ: 'JWT' })}.${base64url(claims)}`;
    await expectRefused(`${unsigned}.`);
    await expectRefused(`${unsigned}.${victim.token.split('.')[2] ?? ''}`);
  });

  it('refuses a token signed with another key', async () => {
    await expectRefused(await resign(randomBytes(32), { alg: 'HS256' }));
    await expectRefused(await resign(new TextEncoder().encode(''.padEnd(32, 'a')), { alg: 'HS256' }));
  });

  it('refuses another algorithm, even with the server’s own secret (HS512) or an asymmetric key (RS256/ES256)', async () => {
    await expectRefused(await resign(t.config.jwtSecret, { alg: 'HS512' }));
    await expectRefused(await resign(t.config.jwtSecret, { alg: 'HS384' }));
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expectRefused(await resign(rsa.privateKey, { alg: 'RS256' }));
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await expectRefused(await resign(ec.privateKey, { alg: 'ES256' }));
  });

  it('ignores keys the token names itself (embedded jwk, jku, kid)', async () => {
    const attacker = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = await exportJWK(attacker.publicKey);
    await expectRefused(
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', jwk, jku: 'http://evil.test/keys', kid: '../../x' })
        .sign(attacker.privateKey),
    );
    await expectRefused(await resign(randomBytes(32), { alg: 'HS256', kid: 'jwt-secret' } as { alg: string }));
  });

  it('refuses an expired token and one that is not valid yet', async () => {
    const now = Math.floor(clock.now() / 1000);
    await expectRefused(await resign(t.config.jwtSecret, { alg: 'HS256' }, { iat: now - 7200, exp: now - 60 }));
    await expectRefused(await resign(t.config.jwtSecret, { alg: 'HS256' }, { nbf: now + 3600 }));
  });

  it('refuses a token whose claims were changed to isAdmin: true, and never trusts a signed isAdmin claim', async () => {
    const [header, , signature] = victim.token.split('.');
    const forged = `${header ?? ''}.${base64url({ ...claims, isAdmin: true })}.${signature ?? ''}`;
    await expectRefused(forged, '/api/admin/requests');

    // Even a correctly signed claim does not make an admin: permissions come from the database.
    const signedClaim = await resign(t.config.jwtSecret, { alg: 'HS256' }, { isAdmin: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/requests', headers: authHeader(signedClaim) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Administrator access required.' });
  });

  it('refuses a token of a user who no longer exists', async () => {
    await expectRefused(await resign(t.config.jwtSecret, { alg: 'HS256' }, { sub: 'no-such-user' }));
  });

  it('refuses a token revoked by logout, and leaves the user’s other tokens working', async () => {
    const user = await createActor(t);
    const other = await createActor(t);
    const loggedOut = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(loggedOut.statusCode).toBe(200);
    await expectRefused(user.token);
    expect((await me(other.headers)).statusCode).toBe(200);
  });

  it('refuses every token issued before a password change', async () => {
    const user = await createActor(t);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: user.headers,
      payload: { currentPassword: DEFAULT_PASSWORD, newPassword: 'an entirely new secret' },
    });
    expect(changed.statusCode).toBe(200);
    await expectRefused(user.token);
    expect((await me(authHeader(changed.json<{ token: string }>().token))).statusCode).toBe(200);
  });

  it('refuses garbled tokens with the same answer', async () => {
    const [header, payload] = victim.token.split('.');
    for (const garbled of [
      'garbage',
      `${victim.token}x`,
      `${header ?? ''}.${payload ?? ''}`,
      `${header ?? ''}.${payload ?? ''}.`,
      `${header ?? ''}.!!!.${victim.token.split('.')[2] ?? ''}`,
      `${base64url('{not json')}.${payload ?? ''}.sig`,
      victim.token.split('').reverse().join(''),
      'a'.repeat(8000),
    ]) {
      await expectRefused(garbled);
    }
  });

  it('asks for a token, with one answer, when the Authorization header is missing or not a bearer token', async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { authorization: '' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer ' },
      { authorization: `Basic ${base64url('user:pass')}` },
      { authorization: `Token ${victim.token}` },
      { authorization: victim.token },
      { authorization: `Bearer ${victim.token} extra` },
    ];
    for (const headers of headerSets) {
      const res = await me(headers);
      expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status: 401, body: AUTH_REQUIRED });
    }
  });
});
