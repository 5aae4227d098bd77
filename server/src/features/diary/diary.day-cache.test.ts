import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, getDay, readDay, saveDay, signInSubscriber, tab, type Headers } from './testing/diary.js';

const DATE = '2026-06-05';

/** The day's answer is cached once read: every change must still show on the next read. */
describe.each(dialects)('diary: reading a day again after it changes (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    ({ headers } = await signInSubscriber(t));
  });
  afterEach(async () => {
    await t.close();
  });

  const titles = async () => (await readDay(t, headers, DATE)).notes.map((note) => note.title);

  it('answers the same JSON text twice for an unchanged day', async () => {
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ title: 'One', content: '<p>Hi</p>' })] }));
    const first = await getDay(t, headers, DATE);
    const second = await getDay(t, headers, DATE);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(second.json()).toEqual({
      date: DATE,
      version: 1,
      notes: [{ title: 'One', content: '<p>Hi</p>', tags: [], image: null }],
    });
  });

  it('answers text beyond ASCII intact from the cache, with its length in bytes', async () => {
    const title = 'Đoković – Alcaraz';
    const content = '<p>Revers à deux mains, 反手 ✓</p>';
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ title, content })] }));
    await getDay(t, headers, DATE);
    const cached = await getDay(t, headers, DATE);
    expect(cached.json()).toMatchObject({ notes: [{ title, content }] });
    expect(Number(cached.headers['content-length'])).toBe(Buffer.byteLength(cached.body));
  });

  it('shows a save, a rename, and a day deleted and written again with the same version', async () => {
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ title: 'One' })] }));
    expect(await titles()).toEqual(['One']);
    expectOk(await saveDay(t, headers, { date: DATE, baseVersion: 1, notes: [tab({ title: 'Two' })] }));
    expect(await titles()).toEqual(['Two']);
    expectOk(
      await t.app.inject({
        method: 'PUT',
        url: '/api/diary/rename-tab',
        headers,
        payload: { date: DATE, index: 0, newTitle: 'Three' },
      }),
    );
    expect(await titles()).toEqual(['Three']);

    expectOk(await saveDay(t, headers, { date: DATE, baseVersion: 3, notes: [] }));
    expect(await readDay(t, headers, DATE)).toEqual({ date: DATE, notes: [], version: 0 });
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ title: 'Four' })] }));
    expect(await readDay(t, headers, DATE)).toMatchObject({ version: 1, notes: [{ title: 'Four' }] });
  });

  it('never answers one user the day another user read', async () => {
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ title: 'Mine' })] }));
    expect(await titles()).toEqual(['Mine']);
    const other = await signInSubscriber(t);
    expect(await readDay(t, other.headers, DATE)).toEqual({ date: DATE, notes: [], version: 0 });
  });
});
