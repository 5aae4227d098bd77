import type { DayHistoryResponse } from '@baseline/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { dataUrl, expectOk, readDay, saveDay, signInSubscriber, solidPng, tab, type Headers } from './testing/diary.js';

const DATE = '2026-06-05';
const SAVED = 'Entry saved successfully!';

describe.each(dialects)('diary: saving a day as it is stored (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    ({ headers } = await signInSubscriber(t));
  });
  afterEach(async () => {
    await t.close();
  });

  const save = async (body: Parameters<typeof saveDay>[2]) => {
    const res = await saveDay(t, headers, body);
    return { status: res.statusCode, body: res.json<unknown>() };
  };
  const versionsKept = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/diary/history?date=${DATE}`, headers });
    return expectOk(res).json<DayHistoryResponse>().versions.length;
  };

  it('answers as a save does, at the same version, and keeps no copy in History', async () => {
    const notes = [tab({ title: 'Serve', content: '<p>Wide.</p>', tags: ['Sinner'] }), tab({ title: 'Return' })];
    expectOk(await saveDay(t, headers, { date: DATE, notes, baseVersion: 0 }));

    expect(await save({ date: DATE, notes, baseVersion: 1 })).toEqual({
      status: 200,
      body: { message: SAVED, date: DATE, version: 1 },
    });
    expect(await save({ date: DATE, notes, baseVersion: 1, overwrite: true })).toEqual({
      status: 200,
      body: { message: SAVED, date: DATE, version: 1 },
    });
    expect(await versionsKept()).toBe(0);
    expect((await readDay(t, headers, DATE)).version).toBe(1);
  });

  it('sees an image sent back as stored as unchanged, and any change to a tag, title, order or image as a change', async () => {
    const png = await solidPng(8, 8);
    const notes = [
      tab({ title: 'Serve', tags: ['Sinner'], image: dataUrl('image/png', png), acceptedImageTerms: true }),
    ];
    expectOk(await saveDay(t, headers, { date: DATE, notes, baseVersion: 0 }));
    const stored = await readDay(t, headers, DATE);
    const sentBack = stored.notes.map((note) => ({ ...note, image: note.image ?? undefined }));

    expect(await save({ date: DATE, notes: sentBack, baseVersion: 1 })).toMatchObject({ body: { version: 1 } });
    expect(await versionsKept()).toBe(0);

    const changes = [
      [{ ...sentBack[0], tags: ['Sinner', 'Alcaraz'] }],
      [{ ...sentBack[0], tags: ['Sinner', 'Alcaraz'], title: 'Serves' }],
      [{ ...sentBack[0], tags: ['Sinner', 'Alcaraz'], title: 'Serves', image: undefined }],
      [tab({ title: 'Return' }), { ...sentBack[0], tags: ['Sinner', 'Alcaraz'], title: 'Serves', image: undefined }],
    ];
    for (const [index, changed] of changes.entries()) {
      expect(await save({ date: DATE, notes: changed, baseVersion: index + 1 })).toMatchObject({
        status: 200,
        body: { version: index + 2 },
      });
    }
    expect(await versionsKept()).toBe(changes.length);
  });

  it('still answers 409 to an unchanged save from an older version', async () => {
    const notes = [tab({ title: 'Serve' })];
    expectOk(await saveDay(t, headers, { date: DATE, notes, baseVersion: 0 }));
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ title: 'Return' })], baseVersion: 1 }));
    expect(await save({ date: DATE, notes: [tab({ title: 'Return' })], baseVersion: 1 })).toMatchObject({
      status: 409,
    });
  });

  it('restores a version equal to the day as it is without a new version', async () => {
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ title: 'First' })], baseVersion: 0 }));
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ title: 'Second' })], baseVersion: 1 }));
    const restore = (baseVersion: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/diary/history/restore',
        headers,
        payload: { date: DATE, version: 1, baseVersion },
      });

    expect(expectOk(await restore(2)).json()).toEqual({ message: SAVED, date: DATE, version: 3 });
    expect(await versionsKept()).toBe(2);
    expect(expectOk(await restore(3)).json()).toEqual({ message: SAVED, date: DATE, version: 3 });
    expect(await versionsKept()).toBe(2);
  });
});
