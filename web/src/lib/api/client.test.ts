import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { memoryStorage } from '../../test/tokens';
import { createTokenStore } from '../auth/tokenStore';
import { ApiError, serverErrorOf } from './ApiError';
import { createApiClient } from './client';

function setup(routes: Parameters<typeof fakeServer>[0], token?: string) {
  const server = fakeServer(routes);
  const tokens = createTokenStore(memoryStorage());
  if (token) tokens.set(token);
  const api = createApiClient({ baseUrl: server.baseUrl, fetch: server.fetch, tokens });
  return { api, tokens, requests: server.requests };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client', () => {
  it('sends JSON and returns the parsed answer', async () => {
    const { api, requests } = setup({ 'POST /api/auth/forgot-password': { status: 200, body: { message: 'Sent' } } });

    const answer = await api.request('/api/auth/forgot-password', { method: 'POST', body: { email: 'a@b.test' } });

    expect(answer).toEqual({ message: 'Sent' });
    expect(requests[0]?.body).toEqual({ email: 'a@b.test' });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('hands over the answer with its headers when asked', async () => {
    const { api } = setup({
      'GET /api/atp/tournaments': { status: 200, body: [], headers: { 'X-Data-Source': 'demo' } },
    });
    const { data, headers } = await api.requestWithHeaders<unknown[]>('/api/atp/tournaments');
    expect(data).toEqual([]);
    expect(headers.get('x-data-source')).toBe('demo');
  });

  it('sends the stored token only on protected calls', async () => {
    const routes = {
      'GET /api/auth/me': { status: 200, body: {} },
      'GET /api/public-config': { status: 200, body: {} },
    };
    const { api, requests } = setup(routes, 'tok-1');

    await api.request('/api/auth/me', { auth: true });
    await api.request('/api/public-config');

    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(requests[1]?.headers.has('authorization')).toBe(false);
  });

  it("carries the server's error sentence and status", async () => {
    const { api } = setup({ 'POST /api/auth/register-request': { status: 409, body: { error: 'Username taken' } } });

    const error = await failureOf(api.request('/api/auth/register-request', { method: 'POST', body: {} }));

    expect(error.status).toBe(409);
    expect(error.serverError).toBe('Username taken');
    expect(error.message).toBe('Username taken');
    expect(serverErrorOf(error)).toBe('Username taken');
  });

  it('keeps the whole failure body for answers that carry more than a sentence', async () => {
    const current = { date: '2026-06-05', notes: [], version: 3 };
    const { api } = setup({ 'POST /api/diary': { status: 409, body: { error: 'Changed elsewhere', current } } });

    const error = await failureOf(api.request('/api/diary', { method: 'POST', body: {} }));

    expect(error.serverError).toBe('Changed elsewhere');
    expect(error.body).toEqual({ error: 'Changed elsewhere', current });
  });

  it('has no server error when the failure body is not the JSON error shape', async () => {
    const { api } = setup({ 'GET /api/admin/requests': { status: 502, body: '<html>Bad gateway</html>' } });

    const error = await failureOf(api.request('/api/admin/requests'));

    expect(error.status).toBe(502);
    expect(error.serverError).toBeUndefined();
    expect(error.message).toBe('Request failed with status 502.');
  });

  it('removes the token as ended by the server when a protected call answers 401', async () => {
    const { api, tokens } = setup({ 'GET /api/admin/requests': { status: 401, body: { error: 'Expired' } } }, 'tok-1');

    await failureOf(api.request('/api/admin/requests', { auth: true }));

    expect(tokens.get()).toBeNull();
    expect(tokens.wasExpired()).toBe(true);
    // A new login starts afresh: /login has nothing more to say about the old session.
    tokens.set('tok-2');
    expect(tokens.wasExpired()).toBe(false);
  });

  it('keeps the token when a public call answers 401', async () => {
    const { api, tokens } = setup({ 'POST /api/auth/login': { status: 401, body: { error: 'Nope' } } }, 'tok-1');

    await failureOf(api.request('/api/auth/login', { method: 'POST', body: {} }));

    expect(tokens.get()).toBe('tok-1');
  });

  it('keeps the token when a protected call is refused for another reason', async () => {
    const { api, tokens } = setup(
      { 'GET /api/admin/requests': { status: 403, body: { error: 'Admins only' } } },
      'tok',
    );

    await failureOf(api.request('/api/admin/requests', { auth: true }));

    expect(tokens.get()).toBe('tok');
    expect(tokens.wasExpired()).toBe(false);
  });

  it('reports status 0 when the server cannot be reached', async () => {
    const tokens = createTokenStore(memoryStorage());
    const unreachable: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: unreachable, tokens });

    const error = await failureOf(api.request('/api/health'));

    expect(error.status).toBe(0);
    expect(error.message).toBe('The server could not be reached.');
  });

  it('fails when a success answer is not JSON', async () => {
    const { api } = setup({ 'GET /api/health': { status: 200, body: 'ok' } });

    const error = await failureOf(api.request('/api/health'));

    expect(error.status).toBe(200);
  });

  it('sends a given token instead of the stored one, and a 401 for it leaves the stored token alone', async () => {
    const { api, tokens, requests } = setup(
      { 'POST /api/diary': { status: 401, body: { error: 'Your session has expired. Please log in again.' } } },
      'tok-signed-in',
    );

    await failureOf(api.request('/api/diary', { method: 'POST', body: {}, auth: true, token: 'tok-queued' }));

    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-queued');
    expect(tokens.get()).toBe('tok-signed-in');
  });

  it('tells who listens which token belonged to an account closed on the server, then forgets it', async () => {
    const server = fakeServer({
      'GET /api/auth/me': { status: 401, body: { error: 'Expired' }, headers: { 'X-Account-Closed': 'true' } },
      'GET /api/diary/list': { status: 401, body: { error: 'Expired' } },
    });
    const tokens = createTokenStore(memoryStorage());
    const closed: string[] = [];
    const api = createApiClient({
      baseUrl: server.baseUrl,
      fetch: server.fetch,
      tokens,
      onAccountClosed: (token) => closed.push(token),
    });

    tokens.set('tok-closed');
    await failureOf(api.request('/api/auth/me', { auth: true }));
    expect(closed).toEqual(['tok-closed']);
    expect(tokens.wasExpired()).toBe(true);

    tokens.set('tok-expired');
    await failureOf(api.request('/api/diary/list', { auth: true }));
    expect(closed).toEqual(['tok-closed']);
  });
});
