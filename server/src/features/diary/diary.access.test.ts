import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, saveDay, signInSubscriber, tab, type Headers } from './testing/diary.js';
import { itRefusesAllButSubscribers } from '../access/testing/subscriber-gate.js';

const DATE = '2026-06-05';

const routes: Record<string, InjectOptions> = {
  'GET /api/diary/list': { method: 'GET', url: '/api/diary/list' },
  'GET /api/diary': { method: 'GET', url: `/api/diary?date=${DATE}` },
  'POST /api/diary': { method: 'POST', url: '/api/diary', payload: { date: DATE, notes: [] } },
  'PUT /api/diary/rename-tab': {
    method: 'PUT',
    url: '/api/diary/rename-tab',
    payload: { date: DATE, index: 0, newTitle: 'x' },
  },
  'GET /api/diary/search': { method: 'GET', url: '/api/diary/search?tag=clay' },
};

describe.each(dialects)('diary: refusals (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({ headers } = await signInSubscriber(t));
  });
  afterAll(async () => {
    await t.close();
  });

  itRefusesAllButSubscribers(() => t, routes);

  it.each([
    ['GET /api/diary', { method: 'GET', url: '/api/diary?date=2026-02-30' }],
    ['POST /api/diary', { method: 'POST', url: '/api/diary', payload: { date: '2026-02-30', notes: [] } }],
    [
      'PUT /api/diary/rename-tab',
      { method: 'PUT', url: '/api/diary/rename-tab', payload: { date: '2026-02-30', index: 0, newTitle: 'x' } },
    ],
  ] satisfies [string, InjectOptions][])('%s refuses a date the calendar lacks', async (_route, request) => {
    const res = await t.app.inject({ ...request, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid date: 2026-02-30.' });
  });

  it.each([
    ['/api/diary?date=5.6.2026', 'date must match pattern "^\\d{4}-\\d{2}-\\d{2}$".'],
    ['/api/diary', 'date is required.'],
    ['/api/diary/search', 'tag is required.'],
  ])('GET %s answers 400', async (url, error) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it.each([
    ['no notes', { date: DATE }, 'notes is required.'],
    ['a tab without tags', { date: DATE, notes: [{ content: '<p>x</p>' }] }, 'tags is required.'],
    ['tags as text', { date: DATE, notes: [{ ...tab(), tags: 'clay' }] }, 'notes.0.tags must be array.'],
    ['a negative version', { date: DATE, notes: [tab()], baseVersion: -1 }, 'baseVersion must be >= 0.'],
    [
      '51 tabs',
      { date: DATE, notes: Array.from({ length: 51 }, () => tab()) },
      'A day holds at most 50 tabs; this one has 51.',
    ],
    [
      'a title of 101 characters',
      { date: DATE, notes: [tab({ title: 'x'.repeat(101) })] },
      'The title of tab 1 is too long: tab titles have at most 100 characters.',
    ],
    [
      'a title of 201 characters, past what is read',
      { date: DATE, notes: [tab({ title: 'x'.repeat(201) })] },
      'notes.0.title must NOT have more than 200 characters.',
    ],
  ])('POST /api/diary refuses %s', async (_case, payload, error) => {
    const res = await saveDay(t, headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it.each([
    ['a negative index', { date: DATE, index: -1, newTitle: 'x' }, 'index must be >= 0.'],
    ['no title', { date: DATE, index: 0 }, 'newTitle is required.'],
    [
      'a title of 101 characters',
      { date: DATE, index: 0, newTitle: 'x'.repeat(101) },
      'The title of tab 1 is too long: tab titles have at most 100 characters.',
    ],
  ])('PUT /api/diary/rename-tab refuses %s', async (_case, payload, error) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/diary/rename-tab', headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it.each(['POST /api/diary', 'PUT /api/diary/rename-tab'])('%s refuses malformed JSON', async (route) => {
    const request = routes[route] ?? {};
    const res = await t.app.inject({
      ...request,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"date": "2026-06-05",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('POST /api/diary takes a day of several megabytes, and answers 413 beyond 12 MB', async () => {
    const longTab = tab({ content: `<p>${'a'.repeat(190_000)}</p>` });
    expectOk(await saveDay(t, headers, { date: '2026-06-06', notes: Array.from({ length: 10 }, () => longTab) }));

    const res = await saveDay(t, headers, { date: DATE, notes: [], pad: 'x'.repeat(12 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request body is too large.' });
  });

  it('PUT /api/diary/rename-tab keeps the usual 1 MiB limit', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/diary/rename-tab',
      headers,
      payload: { date: DATE, index: 0, newTitle: 'x', pad: 'x'.repeat(1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
  });
});
