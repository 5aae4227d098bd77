import type { DiaryListResponse } from '@baseline/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, readDay, saveDay, signInSubscriber, tab, type Headers } from './testing/diary.js';

const DATE = '2026-06-05';

describe.each(dialects)('diary: renaming a tab (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    ({ headers } = await signInSubscriber(t));
  });
  afterEach(async () => {
    await t.close();
  });

  const rename = (payload: { date: string; index: number; newTitle: string }) =>
    t.app.inject({ method: 'PUT', url: '/api/diary/rename-tab', headers, payload });
  const titles = async () => (await readDay(t, headers, DATE)).notes.map((note) => note.title);

  it('answers 404 for a day without an entry', async () => {
    const res = await rename({ date: DATE, index: 0, newTitle: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No entry for that date.' });
  });

  it('answers 404 for a tab the day does not have, and changes nothing', async () => {
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ title: 'One' }), tab({ title: 'Two' })] }));
    const res = await rename({ date: DATE, index: 2, newTitle: 'Three' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No tab at that index.' });
    expect(await readDay(t, headers, DATE)).toMatchObject({ version: 1 });
    expect(await titles()).toEqual(['One', 'Two']);
  });

  it('renames the tab at the index, trimmed, and raises the version', async () => {
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ title: 'One' }), tab({ title: 'Two' })] }));
    const res = await rename({ date: DATE, index: 1, newTitle: '  Scouting: Fonseca  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Tab renamed.', title: 'Scouting: Fonseca', version: 2 });
    expect(await titles()).toEqual(['One', 'Scouting: Fonseca']);
  });

  it('keeps no version and the same version number for a rename to the title the tab has', async () => {
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ title: 'One' }), tab({ title: 'Two' })] }));
    const res = await rename({ date: DATE, index: 1, newTitle: ' Two ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Tab renamed.', title: 'Two', version: 1 });
    const history = await t.app.inject({ method: 'GET', url: `/api/diary/history?date=${DATE}`, headers });
    expect(history.json()).toMatchObject({ versions: [] });
  });

  it('names a tab renamed to blank by its place', async () => {
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ title: 'One' }), tab({ title: 'Two' })] }));
    expect((await rename({ date: DATE, index: 1, newTitle: '   ' })).json()).toMatchObject({ title: 'Tab 2' });
    expect(await titles()).toEqual(['One', 'Tab 2']);
  });

  it('shows the first tab’s new title in the list', async () => {
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ title: 'One' })] }));
    expectOk(await rename({ date: DATE, index: 0, newTitle: 'Final day' }));
    const list = await t.app.inject({ method: 'GET', url: '/api/diary/list', headers });
    expect(list.json<DiaryListResponse>().entries.map((entry) => entry.title)).toEqual(['Final day']);
  });
});
