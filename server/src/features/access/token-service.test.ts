import { randomBytes } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock.js';
import { createTokenService, TOKEN_LIFETIME_SECONDS } from './token-service.js';

const secret = randomBytes(32);
const subject = {
  userId: 'user-1',
  mustChangePassword: true,
  isAdmin: false,
  isSubscribed: false,
  tokenVersion: 3,
};
const claims = { mustChangePassword: false, isAdmin: true, isSubscribed: true, ver: 0 };

describe('tokens', () => {
  it('signs HS256 tokens carrying the claims the client and server need', async () => {
    const clock = testClock(Date.UTC(2026, 10, 21, 12));
    const tokens = createTokenService(secret, clock.now);
    const token = await tokens.sign(subject);

    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const issuedAt = Date.UTC(2026, 10, 21, 12) / 1000;
    expect(await tokens.verify(token)).toEqual({
      sub: 'user-1',
      mustChangePassword: true,
      isAdmin: false,
      isSubscribed: false,
      ver: 3,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      iat: issuedAt,
      exp: issuedAt + 8 * 60 * 60,
    });
  });

  it('gives every token its own id', async () => {
    const tokens = createTokenService(secret, testClock().now);
    expect(decodeJwt(await tokens.sign(subject)).jti).not.toBe(decodeJwt(await tokens.sign(subject)).jti);
  });

  it('refuses a token once its 8 hours are over', async () => {
    const clock = testClock();
    const tokens = createTokenService(secret, clock.now);
    const token = await tokens.sign(subject);
    clock.advance(TOKEN_LIFETIME_SECONDS * 1000 - 1000);
    expect(await tokens.verify(token)).toBeDefined();
    clock.advance(1000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses an unsigned (alg: none) token', async () => {
    const tokens = createTokenService(secret, testClock().now);
    const unsigned = new UnsecuredJWT(claims).setSubject('user-1').setJti('j').setIssuedAt().setExpirationTime('1h');
    expect(await tokens.verify(unsigned.encode())).toBeUndefined();
  });

  it('refuses a token signed with another key or another algorithm', async () => {
    const tokens = createTokenService(secret, testClock().now);
    const forge = (key: Uint8Array, alg: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg })
        .setSubject('user-1')
        .setJti('j')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    expect(await tokens.verify(await forge(randomBytes(32), 'HS256'))).toBeUndefined();
    expect(await tokens.verify(await forge(secret, 'HS512'))).toBeUndefined();
  });

  it('refuses a token whose payload was altered', async () => {
    const tokens = createTokenService(secret, testClock().now);
    const [header, , signature] = (await tokens.sign(subject)).split('.');
    const payload = Buffer.from(JSON.stringify({ ...claims, sub: 'user-1', jti: 'j', iat: 1, exp: 9e9 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header ?? ''}.${payload}.${signature ?? ''}`)).toBeUndefined();
  });

  it('refuses a well-signed token that lacks a claim', async () => {
    const tokens = createTokenService(secret, testClock().now);
    const { ver: _ver, ...withoutVersion } = claims;
    const token = await new SignJWT(withoutVersion)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setJti('j')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses garbage', async () => {
    const tokens = createTokenService(secret, testClock().now);
    expect(await tokens.verify('not-a-token')).toBeUndefined();
    expect(await tokens.verify('a.b.c')).toBeUndefined();
  });
});
