import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_USER,
  cacheUser,
  isCacheableApiRequest,
  isKeptAnswer,
  OFFLINE_COPY_HEADER,
  stampOfflineCopy,
  userCacheKey,
} from './apiRequests';

const ORIGIN = 'https://baseline.example';
const at = (path: string) => new URL(path, ORIGIN);

/** An unsigned token with the given payload: the worker never verifies, it only reads `sub`. */
function token(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

describe('isCacheableApiRequest', () => {
  it('keeps the API answers a screen reads', () => {
    for (const path of ['/api/diary?date=2026-11-25', '/api/tennis/tournaments', '/api/public-config']) {
      expect({ path, cacheable: isCacheableApiRequest('GET', at(path), ORIGIN) }).toEqual({ path, cacheable: true });
    }
  });

  it('never keeps sign-in, payments, administration, export or import', () => {
    for (const path of [
      '/api/auth/me',
      '/api/auth/login',
      '/api/stripe/subscription',
      '/api/admin/requests',
      '/api/export/json',
      '/api/import/status',
    ]) {
      expect({ path, cacheable: isCacheableApiRequest('GET', at(path), ORIGIN) }).toEqual({ path, cacheable: false });
    }
  });

  it('keeps the subscription status, which every subscriber screen needs offline, and nothing else of payments', () => {
    expect(isCacheableApiRequest('GET', at('/api/stripe/subscription-status'), ORIGIN)).toBe(true);
    expect(isCacheableApiRequest('POST', at('/api/stripe/subscription-status'), ORIGIN)).toBe(false);
    expect(isCacheableApiRequest('GET', at('/api/stripe/subscription-status/x'), ORIGIN)).toBe(false);
    expect(isCacheableApiRequest('GET', at('/api/stripe/verify-session'), ORIGIN)).toBe(false);
  });

  it('never keeps a write, a page, another origin or a look-alike path', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'HEAD']) {
      expect(isCacheableApiRequest(method, at('/api/diary'), ORIGIN)).toBe(false);
    }
    expect(isCacheableApiRequest('GET', at('/main/diary'), ORIGIN)).toBe(false);
    expect(isCacheableApiRequest('GET', new URL('https://elsewhere.example/api/diary'), ORIGIN)).toBe(false);
    expect(isCacheableApiRequest('GET', at('/apis/diary'), ORIGIN)).toBe(false);
  });
});

describe('userCacheKey', () => {
  it('names the token’s subject, so two users never share a key', () => {
    const alice = userCacheKey(`${ORIGIN}/api/diary?date=2026-11-25`, `Bearer ${token({ sub: 'alice-id' })}`);
    const bob = userCacheKey(`${ORIGIN}/api/diary?date=2026-11-25`, `Bearer ${token({ sub: 'bob-id' })}`);
    expect(alice).toBe(`${ORIGIN}/api/diary?date=2026-11-25&__user=user%3Aalice-id`);
    expect(bob).not.toBe(alice);
  });

  it('is the same for two tokens of one user (a token renewed at sign-in)', () => {
    const first = userCacheKey(`${ORIGIN}/api/diary`, `Bearer ${token({ sub: 'alice-id', exp: 1 })}`);
    const renewed = userCacheKey(`${ORIGIN}/api/diary`, `Bearer ${token({ sub: 'alice-id', exp: 2 })}`);
    expect(renewed).toBe(first);
  });

  it('marks a request without a token as anonymous, and a token without a subject apart from both', () => {
    expect(cacheUser(null)).toBe(ANONYMOUS_USER);
    expect(cacheUser('Basic abc')).toBe(ANONYMOUS_USER);
    expect(userCacheKey(`${ORIGIN}/api/public-config`, null)).toBe(`${ORIGIN}/api/public-config?__user=anonymous`);
    for (const unreadable of ['Bearer not-a-jwt', `Bearer ${token({ name: 'no subject' })}`, 'Bearer a.!!!.c']) {
      const user = cacheUser(unreadable);
      expect(user).not.toBe(ANONYMOUS_USER);
      expect(user.startsWith('user:')).toBe(false);
    }
  });

  it('cannot be forged by a subject that looks like another key', () => {
    expect(cacheUser(`Bearer ${token({ sub: 'anonymous' })}`)).not.toBe(ANONYMOUS_USER);
  });
});

describe('isKeptAnswer', () => {
  it('keeps only 200 answers', () => {
    expect(isKeptAnswer({ status: 200 })).toBe(true);
    for (const status of [0, 204, 206, 304, 401, 403, 404, 500, 503]) expect(isKeptAnswer({ status })).toBe(false);
  });
});

describe('stampOfflineCopy', () => {
  it('adds when the server sent the answer, as ISO, and keeps the rest', async () => {
    const cached = new Response('{"ok":true}', {
      status: 200,
      headers: { Date: 'Wed, 25 Nov 2026 14:02:03 GMT', 'Content-Type': 'application/json', 'X-Data-Stale': '1' },
    });
    const stamped = stampOfflineCopy(cached);
    expect(stamped.status).toBe(200);
    expect(stamped.headers.get(OFFLINE_COPY_HEADER)).toBe('2026-11-25T14:02:03.000Z');
    expect(stamped.headers.get('Content-Type')).toBe('application/json');
    expect(stamped.headers.get('X-Data-Stale')).toBe('1');
    expect(await stamped.json()).toEqual({ ok: true });
  });

  it('still marks a copy whose date is missing or unreadable', () => {
    expect(stampOfflineCopy(new Response('')).headers.get(OFFLINE_COPY_HEADER)).toBe('unknown');
    const garbled = new Response('', { headers: { Date: 'yesterday-ish' } });
    expect(stampOfflineCopy(garbled).headers.get(OFFLINE_COPY_HEADER)).toBe('unknown');
  });
});
