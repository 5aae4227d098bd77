import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api/client';
import { ApiError } from '../../lib/api/ApiError';
import { createTokenStore } from '../../lib/auth/tokenStore';
import { fakeServer, type FakeAnswer } from '../../test/fakeServer';
import { memoryStorage, tokenWith } from '../../test/tokens';
import { completeTwoFactorLogin, logIn, routeFromClaims, routeFromMe } from './loginFlow';

const credentials = { username: 'rafa', password: 'clay-court-2026' };
const me = (subscribed: boolean): FakeAnswer => ({
  status: 200,
  body: { subscribed, username: 'rafa', email: 'rafa@example.com', isAdmin: false, mustChangePassword: false },
});

function setup(routes: Record<string, FakeAnswer>) {
  const server = fakeServer(routes);
  const storage = memoryStorage();
  const tokens = createTokenStore(storage);
  const api = createApiClient({ baseUrl: server.baseUrl, fetch: server.fetch, tokens });
  return { run: () => logIn({ api, tokens }, credentials), storage, requests: server.requests };
}

describe('post-login routing decision', () => {
  it('sends a member who must change the password there without asking the server', () => {
    expect(routeFromClaims({ mustChangePassword: true })).toBe('/change-password');
    expect(routeFromClaims({ mustChangePassword: false })).toBeNull();
  });

  it('sends subscribers to /main and everyone else to /subscribe', () => {
    expect(routeFromMe({ subscribed: true })).toBe('/main');
    expect(routeFromMe({ subscribed: false })).toBe('/subscribe');
  });
});

describe('logIn', () => {
  it('stores the token and goes to /main for a subscriber', async () => {
    const token = tokenWith();
    const { run, storage, requests } = setup({
      'POST /api/auth/login': { status: 200, body: { token } },
      'GET /api/auth/me': me(true),
    });

    await expect(run()).resolves.toBe('/main');

    expect(storage.snapshot()).toEqual({ token });
    expect(requests[0]?.body).toEqual(credentials);
    expect(requests[1]?.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('goes to /subscribe when the server says there is no subscription, whatever the claim says', async () => {
    const { run } = setup({
      'POST /api/auth/login': { status: 200, body: { token: tokenWith({ isSubscribed: true }) } },
      'GET /api/auth/me': me(false),
    });

    await expect(run()).resolves.toBe('/subscribe');
  });

  it('goes straight to /change-password when the claim asks for it', async () => {
    const token = tokenWith({ mustChangePassword: true });
    const { run, storage, requests } = setup({ 'POST /api/auth/login': { status: 200, body: { token } } });

    await expect(run()).resolves.toBe('/change-password');

    expect(storage.snapshot()).toEqual({ token });
    expect(requests.map((request) => request.path)).toEqual(['/api/auth/login']);
  });

  it('fails and stores nothing when the credentials are refused', async () => {
    const { run, storage } = setup({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid credentials' } } });

    await expect(run()).rejects.toBeInstanceOf(ApiError);
    expect(storage.snapshot()).toEqual({});
  });

  it('removes the stored token when the current user cannot be fetched', async () => {
    const { run, storage } = setup({
      'POST /api/auth/login': { status: 200, body: { token: tokenWith() } },
      'GET /api/auth/me': { status: 500, body: { error: 'Database unavailable' } },
    });

    await expect(run()).rejects.toBeInstanceOf(ApiError);
    expect(storage.snapshot()).toEqual({});
  });

  it('fails and stores nothing when no token or an unreadable one comes back', async () => {
    for (const body of [{ token: '' }, { token: 'not-a-jwt' }]) {
      const { run, storage } = setup({ 'POST /api/auth/login': { status: 200, body }, 'GET /api/auth/me': me(true) });

      await expect(run()).rejects.toThrow();
      expect(storage.snapshot()).toEqual({});
    }
  });
});

describe('logIn with two-factor authentication', () => {
  it('answers the challenge and stores nothing until the code is given', async () => {
    const { run, storage } = setup({
      'POST /api/auth/login': { status: 200, body: { twoFactorRequired: true, challenge: 'the-challenge' } },
    });
    await expect(run()).resolves.toEqual({ challenge: 'the-challenge' });
    expect(storage.snapshot()).toEqual({});
  });

  it('sends the challenge and code, then stores the token and routes as usual', async () => {
    const token = tokenWith();
    const server = fakeServer({
      'POST /api/auth/login/two-factor': { status: 200, body: { token } },
      'GET /api/auth/me': me(true),
    });
    const storage = memoryStorage();
    const tokens = createTokenStore(storage);
    const api = createApiClient({ baseUrl: server.baseUrl, fetch: server.fetch, tokens });
    const body = { challenge: 'the-challenge', code: '123456' };
    await expect(completeTwoFactorLogin({ api, tokens }, body)).resolves.toBe('/main');
    expect(storage.snapshot()).toEqual({ token });
    expect(server.requests[0]?.body).toEqual(body);
  });

  it('stores nothing when the code is refused', async () => {
    const server = fakeServer({ 'POST /api/auth/login/two-factor': { status: 401, body: { error: 'Wrong code' } } });
    const storage = memoryStorage();
    const tokens = createTokenStore(storage);
    const api = createApiClient({ baseUrl: server.baseUrl, fetch: server.fetch, tokens });
    await expect(completeTwoFactorLogin({ api, tokens }, { challenge: 'c', code: '000000' })).rejects.toThrow();
    expect(storage.snapshot()).toEqual({});
  });
});
