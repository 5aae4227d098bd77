import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { memoryStorage } from '../../test/tokens';
import { createTokenStore } from '../auth/tokenStore';
import { ApiError } from './ApiError';
import { createApiClient } from './client';

function setup(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(routes);
  const tokens = createTokenStore(memoryStorage());
  tokens.set('tok-1');
  return { api: createApiClient({ baseUrl: server.baseUrl, fetch: server.fetch, tokens }), tokens, ...server };
}

describe('api client: calls by name', () => {
  it("makes the call with its entry's method and path, params encoded", async () => {
    const { api, requests } = setup({ 'DELETE /api/admin/reject/a%2Fb': { status: 200, body: { message: 'Gone' } } });

    const answer = await api.call('admin.reject', { params: { id: 'a/b' } });

    expect(answer).toEqual({ message: 'Gone' });
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.path).toBe('/api/admin/reject/a%2Fb');
  });

  it('sends the body as JSON', async () => {
    const { api, requests } = setup({ 'PUT /api/diary/rename-tab': { status: 200, body: {} } });

    await api.call('diary.renameTab', { body: { date: '2026-11-20', index: 0, newTitle: 'Serve' } });

    expect(requests[0]?.body).toEqual({ date: '2026-11-20', index: 0, newTitle: 'Serve' });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
  });

  it('sends the query string', async () => {
    // The fake server keeps only the path: this fetch keeps the whole address.
    const seen: string[] = [];
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: (input) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return Promise.resolve(new Response('[]', { status: 200 }));
      },
      tokens: createTokenStore(memoryStorage()),
    });

    await client.call('diary.tagSearch', { query: { tag: 'drop shot' } });

    expect(seen).toEqual(['http://api.test/api/diary/search?tag=drop%20shot']);
  });

  it('sends the token on every call but anonymous ones', async () => {
    const { api, requests } = setup({
      'GET /api/auth/me': { status: 200, body: {} },
      'GET /api/diary/list': { status: 200, body: { entries: [] } },
      'GET /api/admin/requests': { status: 200, body: [] },
      'GET /api/public-config': { status: 200, body: {} },
      'POST /api/auth/login': { status: 200, body: {} },
    });

    await api.call('auth.me');
    await api.call('diary.list');
    await api.call('admin.requests');
    await api.call('publicConfig.get');
    await api.call('auth.login', { body: { username: 'u', password: 'p' } });

    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer tok-1',
      'Bearer tok-1',
      'Bearer tok-1',
      null,
      null,
    ]);
  });

  it('forgets the token when a signed-in call answers 401, not an anonymous one', async () => {
    const { api, tokens } = setup({
      'POST /api/auth/login': { status: 401, body: { error: 'Nope' } },
      'GET /api/auth/me': { status: 401, body: { error: 'Expired' } },
    });

    await expect(api.call('auth.login', { body: { username: 'u', password: 'p' } })).rejects.toBeInstanceOf(ApiError);
    expect(tokens.get()).toBe('tok-1');

    await expect(api.call('auth.me')).rejects.toMatchObject({ status: 401, serverError: 'Expired' });
    expect(tokens.wasExpired()).toBe(true);
  });

  it('hands over the headers with the answer when asked', async () => {
    const { api } = setup({
      'GET /api/atp/tournaments': { status: 200, body: [], headers: { 'X-Data-Source': 'demo' } },
    });

    const { data, headers } = await api.callWithHeaders('tennis.tournaments', { query: {} });

    expect(data).toEqual([]);
    expect(headers.get('x-data-source')).toBe('demo');
  });
});
